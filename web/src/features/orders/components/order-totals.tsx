import type { DisplayRate } from '@crossbay/contract/display-currency';
import { useTranslation } from 'react-i18next';
import { FigureRows } from './figure-rows.tsx';

type Totals = {
  goods: string;
  freight: string;
  promo: string;
  voucher: string;
  discount: string;
  total: string;
};

/**
 * An order's or a checkout's sums: goods, freight, what the promo code, the vouchers and discount money took off,
 * the total.
 */
export function OrderTotals({ totals, kept }: { totals: Totals; kept?: DisplayRate | null }) {
  const { t } = useTranslation();
  return (
    <FigureRows
      kept={kept}
      figures={[
        { label: t('orders.figures.goods'), amount: totals.goods },
        { label: t('orders.figures.freight'), amount: totals.freight },
        { label: t('orders.figures.promo'), amount: totals.promo, minus: true },
        { label: t('orders.figures.voucher'), amount: totals.voucher, minus: true },
        { label: t('orders.figures.discount'), amount: totals.discount, minus: true },
        { label: t('orders.figures.total'), amount: totals.total, strong: true },
      ]}
    />
  );
}
