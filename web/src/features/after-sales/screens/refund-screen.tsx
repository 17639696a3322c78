import type { OrderRefunds } from '@crossbay/contract/after-sales';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useOrderRefunds } from '#web/features/after-sales/api/use-order-refunds.ts';
import afterSalesStyles from '#web/features/after-sales/components/after-sales.module.css';
import { OrderHeading } from '#web/features/after-sales/components/order-heading.tsx';
import { positiveId } from '#web/features/after-sales/components/positive-id.ts';
import { RefundForm } from '#web/features/after-sales/components/refund-form.tsx';
import { RefundHistory } from '#web/features/after-sales/components/refund-history.tsx';
import { ScreenData } from '#web/features/after-sales/components/screen-data.tsx';
import { Money } from '#web/ui/money.tsx';

function Refunds({ order, routeAmount }: { order: OrderRefunds; routeAmount: string | undefined }) {
  const { t } = useTranslation();
  return (
    <main className={afterSalesStyles.root}>
      <OrderHeading id={order.order_id} sn={order.order_sn}>
        <p className={afterSalesStyles.row}>
          <span>{t('afterSales.refund.refundable')}</span>
          <Money amount={order.refundable} />
        </p>
      </OrderHeading>
      {order.can_apply ? null : (
        <p className={afterSalesStyles.notice} role="note">
          {order.refunds.some((refund) => refund.status === 'auditing')
            ? t('afterSales.refund.closedWaiting')
            : t('afterSales.refund.closed')}
        </p>
      )}
      {order.refunds.length > 0 ? <RefundHistory refunds={order.refunds} /> : null}
      {order.can_apply ? (
        // Without earlier requests the screen's own title says what the form is for.
        <section className={afterSalesStyles.section} aria-label={t('afterSales.refund.request')}>
          {order.refunds.length > 0 ? (
            <h2 className={afterSalesStyles.sectionTitle}>{t('afterSales.refund.newRequest')}</h2>
          ) : null}
          <RefundForm order={order} routeAmount={routeAmount} />
        </section>
      ) : null}
    </main>
  );
}

/** /refund/:id/:sn/:product_ids/:amount — what was asked before, and a new request while one may be made. */
export function RefundScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const orderId = positiveId(params.id);
  return (
    <ScreenData
      query={useOrderRefunds(orderId)}
      missing={orderId === 0}
      missingTitle={t('afterSales.order.missing')}
      failedTitle={t('afterSales.refund.loadFailed')}
      away={{ to: '/myPurchases/all', label: t('afterSales.order.toList') }}
    >
      {(order) => <Refunds order={order} routeAmount={params.amount} />}
    </ScreenData>
  );
}
