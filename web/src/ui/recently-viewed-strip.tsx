import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useClearViewed } from '#web/api/queries/use-clear-viewed.ts';
import { useRecentlyViewed } from '#web/api/queries/use-recently-viewed.ts';
import { ProductStrip } from './product-strip.tsx';
import { showSuccess } from './toast.ts';

/** What the buyer viewed lately (without the product on screen), with a way to clear it. */
export function RecentlyViewedStrip({ without }: { without?: number }) {
  const { t } = useTranslation();
  const { products, isPending } = useRecentlyViewed();
  const clear = useClearViewed();
  const shown = products.filter((product) => product.id !== without);
  return (
    <ProductStrip
      title={t('discover.recentlyViewed')}
      products={shown}
      loading={isPending}
      action={
        <Button
          size="mini"
          fill="none"
          loading={clear.isPending}
          aria-label={t('discover.clearLabel')}
          onClick={() => clear.mutate(undefined, { onSuccess: () => showSuccess(t('discover.cleared')) })}
        >
          {t('discover.clear')}
        </Button>
      }
    />
  );
}
