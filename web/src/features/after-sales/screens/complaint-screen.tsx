import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useOrderDetail } from '#web/api/queries/use-order-detail.ts';
import afterSalesStyles from '#web/features/after-sales/components/after-sales.module.css';
import { ComplaintForm } from '#web/features/after-sales/components/complaint-form.tsx';
import { ComplaintList } from '#web/features/after-sales/components/complaint-list.tsx';
import { OrderHeading } from '#web/features/after-sales/components/order-heading.tsx';
import { positiveId } from '#web/features/after-sales/components/positive-id.ts';
import { ScreenData } from '#web/features/after-sales/components/screen-data.tsx';

/** /platformComplaint — a complaint or a suggestion to the platform, and the earlier ones with replies. */
export function PlatformComplaintScreen() {
  const { t } = useTranslation();
  return (
    <main className={afterSalesStyles.root}>
      <p className={afterSalesStyles.intro}>{t('afterSales.complaint.platformIntro')}</p>
      <ComplaintForm />
      <ComplaintList />
    </main>
  );
}

function OrderComplaintScreen({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  return (
    <ScreenData
      query={useOrderDetail(orderId)}
      missing={false}
      missingTitle={t('afterSales.order.missing')}
      failedTitle={t('afterSales.order.loadFailed')}
      away={{ to: '/myPurchases/all', label: t('afterSales.order.toList') }}
    >
      {(order) => (
        <main className={afterSalesStyles.root}>
          <OrderHeading id={order.id} sn={order.sn} />
          <ComplaintForm orderId={order.id} />
          <ComplaintList />
        </main>
      )}
    </ScreenData>
  );
}

/** /complaint/:id — a complaint about one order; without an order it is one to the platform. */
export function ComplaintScreen() {
  const orderId = positiveId(useParams().id);
  return orderId === 0 ? <PlatformComplaintScreen /> : <OrderComplaintScreen orderId={orderId} />;
}
