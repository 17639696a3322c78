import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOrderDetail } from '#web/api/queries/use-order-detail.ts';
import afterSalesStyles from '#web/features/after-sales/components/after-sales.module.css';
import { NotOpen } from '#web/features/after-sales/components/not-open.tsx';
import { OrderHeading } from '#web/features/after-sales/components/order-heading.tsx';
import { positiveId } from '#web/features/after-sales/components/positive-id.ts';
import { ReviewForm } from '#web/features/after-sales/components/review-form.tsx';
import { ReviewedGoods } from '#web/features/after-sales/components/reviewed-goods.tsx';
import { ScreenData } from '#web/features/after-sales/components/screen-data.tsx';

/** /comment?order=<id> — scores, words and pictures about a received order. */
export function CommentScreen() {
  const { t } = useTranslation();
  const orderId = positiveId(useSearchParams()[0].get('order'));
  return (
    <ScreenData
      query={useOrderDetail(orderId)}
      missing={orderId === 0}
      missingTitle={t('afterSales.order.missing')}
      failedTitle={t('afterSales.order.loadFailed')}
      away={{ to: '/myPurchases/all', label: t('afterSales.order.toList') }}
    >
      {(order) =>
        order.actions.includes('review') ? (
          <main className={afterSalesStyles.root}>
            <OrderHeading id={order.id} sn={order.sn} />
            <ReviewedGoods goods={order.items} />
            <ReviewForm orderId={order.id} />
          </main>
        ) : (
          <NotOpen
            title={t('afterSales.review.notOpen')}
            away={{ to: `/orderInfo/${order.id}`, label: t('afterSales.order.back') }}
          />
        )
      }
    </ScreenData>
  );
}
