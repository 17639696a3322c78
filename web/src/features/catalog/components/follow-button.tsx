import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../../ui/toast.ts';
import { useFollowShop } from '../api/use-follow-shop.ts';
import { useRequireLogin } from './use-require-login.ts';

type Props = { merchantId: number; shopName: string; followed: boolean; size?: 'mini' | 'small' };

/** Follow / Following toggle; an anonymous visitor is sent to log in first and brought back. */
export function FollowButton({ merchantId, shopName, followed, size = 'small' }: Props) {
  const { t } = useTranslation();
  const follow = useFollowShop();
  const requireLogin = useRequireLogin();
  const toggle = () => {
    if (!requireLogin()) return;
    follow.mutate(
      { merchantId, follow: !followed },
      {
        onSuccess: (answer) =>
          showSuccess(answer.followed ? t('catalog.shop.followed') : t('catalog.shop.unfollowed')),
      },
    );
  };
  return (
    <Button
      size={size}
      shape="rounded"
      color="primary"
      fill={followed ? 'outline' : 'solid'}
      loading={follow.isPending}
      aria-pressed={followed}
      aria-label={
        followed
          ? t('catalog.shop.unfollowShop', { name: shopName })
          : t('catalog.shop.followShop', { name: shopName })
      }
      onClick={toggle}
    >
      {followed ? t('catalog.shop.following') : t('catalog.shop.follow')}
    </Button>
  );
}
