import type { OrderStatus } from '@crossbay/contract/order';
import { Button } from 'antd-mobile';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useOrderDetail } from '#web/api/queries/use-order-detail.ts';
import { useLogistics } from '#web/features/orders/api/use-logistics.ts';
import addressCardStyles from '#web/features/orders/components/address-card.module.css';
import cardStyles from '#web/features/orders/components/card.module.css';
import { CarrierLink } from '#web/features/orders/components/carrier-link.tsx';
import { CopyButton } from '#web/features/orders/components/copy-button.tsx';
import { Countdown } from '#web/features/orders/components/countdown.tsx';
import { OrderActions } from '#web/features/orders/components/order-actions.tsx';
import { OrderLines } from '#web/features/orders/components/order-lines.tsx';
import { OrderTimeline } from '#web/features/orders/components/order-timeline.tsx';
import { OrderTotals } from '#web/features/orders/components/order-totals.tsx';
import { ShipmentTimeline } from '#web/features/orders/components/shipment-timeline.tsx';
import { useDateText } from '#web/i18n/use-date-text.ts';
import { AddressLines } from '#web/ui/address-lines.tsx';
import { PromiseLine } from '#web/ui/promise-line.tsx';
import { ScreenData } from '#web/ui/screen-data.tsx';
import styles from './order-info-screen.module.css';

// The order's refund requests and their decisions live on the refund screen.
const REFUND_STATUSES: ReadonlySet<OrderStatus> = new Set(['refunding', 'after_sale', 'refunded']);

export function OrderInfoScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const format = useDateText();
  const id = Number(useParams().id);
  const order = useOrderDetail(id);
  const shipped = Boolean(order.data?.logistics);
  const logistics = useLogistics(id, shipped);
  const { refetch } = order;
  const expired = useCallback(() => void refetch(), [refetch]);

  // The only way on when the order is missing; beside "Try again" when it failed to load.
  const toList = (only: boolean) => (
    <Button
      color={only ? 'primary' : 'default'}
      fill={only ? 'outline' : 'none'}
      onClick={() => void navigate('/myPurchases/all')}
    >
      {t('orders.detail.toList')}
    </Button>
  );
  return (
    <ScreenData
      query={order}
      missing={{
        when: !Number.isSafeInteger(id) || id <= 0,
        title: t('orders.detail.missing'),
        actions: toList(true),
      }}
      failed={{ actions: toList(false) }}
    >
      {(data) => (
        <main className={styles.orderInfo}>
          <section
            className={`${cardStyles.root} ${styles.orderInfoStatus}`}
            aria-label={t('orders.detail.status')}
          >
            <h2 className={styles.orderInfoStatusName}>{t(`orders.status.${data.status}`)}</h2>
            {data.status === 'waiting_pay' && data.expires_at ? (
              <Countdown until={data.expires_at} onEnd={expired} />
            ) : null}
            {data.promised_latest && (data.status === 'waiting_deliver' || data.status === 'delivered') ? (
              <PromiseLine latest={data.promised_latest} className={styles.orderInfoStatusPromise} />
            ) : null}
            <OrderTimeline className={styles.timeline} timeline={data.timeline} />
          </section>

          {data.address ? (
            <section className={cardStyles.root} aria-label={t('orders.checkout.address')}>
              <h2 className={cardStyles.title}>{t('orders.checkout.address')}</h2>
              <p className={addressCardStyles.who}>
                {data.address.addressee} · <bdi>{data.address.mobile}</bdi>
              </p>
              <p>
                <AddressLines lines={data.address.lines} className={addressCardStyles.where} />
              </p>
            </section>
          ) : null}

          {data.logistics ? (
            <section className={cardStyles.root} aria-label={t('orders.detail.logistics')}>
              <h2 className={cardStyles.title}>{t('orders.detail.logistics')}</h2>
              <p className={styles.row}>
                <span>
                  {data.logistics.company} · <bdi>{data.logistics.tracking}</bdi>
                </span>
                <CopyButton text={data.logistics.tracking} label={t('orders.detail.copyTracking')} />
              </p>
              <CarrierLink company={data.logistics.company} tracking={data.logistics.tracking} />
              {logistics.data && logistics.data.scans.length > 0 ? (
                <ShipmentTimeline scans={logistics.data.scans} />
              ) : logistics.data ? (
                <ul className={styles.logisticsEvents}>
                  {logistics.data.events.map((event) => (
                    <li key={event.status}>
                      <span>
                        {t(`orders.logisticsEvents.${event.status}`, { defaultValue: event.status })}
                      </span>
                      <time dateTime={event.at}>{format(event.at)}</time>
                    </li>
                  ))}
                </ul>
              ) : null}
            </section>
          ) : null}

          <section className={cardStyles.root} aria-label={data.merchant_name}>
            <h2 className={cardStyles.title}>
              <Link to={`/shop/${data.merchant_id}`}>
                <bdi>{data.merchant_name}</bdi>
              </Link>
            </h2>
            <OrderLines lines={data.items} kept={data.display} />
            <OrderTotals totals={data} kept={data.display} />
          </section>

          <section className={cardStyles.root} aria-label={t('orders.detail.info')}>
            <p className={styles.row}>
              <span>
                {t('orders.detail.sn')} <bdi>{data.sn}</bdi>
              </span>
              <CopyButton text={data.sn} label={t('orders.detail.copySn')} />
            </p>
            <p className={styles.row}>
              <span>{t('orders.timeline.created_at')}</span>
              <time dateTime={data.timeline.created_at}>{format(data.timeline.created_at)}</time>
            </p>
            {data.is_virtual && data.status === 'completed' ? (
              <Link to="/cards" className={styles.orderInfoCards}>
                {t('orders.detail.cardKeys')}
              </Link>
            ) : null}
            {REFUND_STATUSES.has(data.status) ? (
              <Link to={`/refund/${data.id}`} className={styles.orderInfoCards}>
                {t('orders.detail.refundProgress')}
              </Link>
            ) : null}
          </section>

          <div className={styles.orderInfoActions}>
            <OrderActions order={data} />
          </div>
        </main>
      )}
    </ScreenData>
  );
}
