import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useFollowShop } from '#web/features/catalog/api/use-follow-shop.ts';
import { useAfterLogin } from '#web/session/after-login.ts';
import { showSuccess } from '#web/ui/toast.ts';
import { useRequireLogin } from './use-require-login.ts';

type Props = { shopId: number; shopName: string; followed: boolean; size?: 'mini' | 'small' };

/** Follow / Following toggle; an anonymous visitor is sent to log in first and brought back. */
export function FollowButton({ shopId, shopName, followed, size = 'small' }: Props) {
  const { t } = useTranslation();
  const follow = useFollowShop();
  const requireLogin = useRequireLogin();
  const afterLogin = `follow-${shopId}`;
  const setFollowed = (want: boolean) =>
    follow.mutate(
      { shopId, follow: want },
      {
        onSuccess: (answer) =>
          showSuccess(answer.followed ? t('catalog.shop.followed') : t('catalog.shop.unfollowed')),
      },
    );
  useAfterLogin(afterLogin, () => {
    if (!followed) setFollowed(true);
  });
  const toggle = () => {
    if (requireLogin({ afterwards: { action: afterLogin } })) setFollowed(!followed);
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
