import type { Order } from '@crossbay/contract/order';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Money } from '../../../ui/money.tsx';
import { OrderActions } from './order-actions.tsx';
import { OrderLines } from './order-lines.tsx';

export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const headingId = `order-${order.id}`;
  return (
    <article className="card order-card" aria-labelledby={headingId}>
      <header className="order-card__header">
        <h2 id={headingId} className="order-card__shop">
          <bdi>{order.merchant_name}</bdi>
        </h2>
        <span className={`status status--${order.status}`}>{t(`orders.status.${order.status}`)}</span>
      </header>
      <Link to={`/orderInfo/${order.id}`} className="order-card__link">
        <span className="visually-hidden">{t('orders.list.open', { sn: order.sn })}: </span>
        <OrderLines lines={order.items} />
      </Link>
      <p className="order-card__sum">
        {t('orders.list.sum', { count: order.quantity })} <Money amount={order.total} />
      </p>
      <OrderActions order={order} only={['pay', 'cancel', 'confirm_receipt', 'review']} />
    </article>
  );
}
