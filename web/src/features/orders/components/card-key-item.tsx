import type { CardKey } from '@crossbay/contract/order';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateText } from '../../../i18n/use-date-text.ts';
import { CopyButton } from './copy-button.tsx';

/** One card key: its number, and its password hidden until the buyer taps it. */
export function CardKeyItem({ card }: { card: CardKey }) {
  const { t } = useTranslation();
  const format = useDateText();
  const [shown, setShown] = useState(false);
  const headingId = `card-${card.id}`;
  return (
    <article className="card card-key" aria-labelledby={headingId}>
      <h2 id={headingId} className="card__title">
        <bdi>{card.product_name}</bdi>
      </h2>
      <p className="card-key__meta">
        <Link to={`/orderInfo/${card.order_id}`}>
          {t('orders.detail.sn')} <bdi>{card.sn}</bdi>
        </Link>{' '}
        · <time dateTime={card.issued_at}>{format(card.issued_at)}</time>
      </p>
      <dl className="card-key__fields">
        <div className="card-key__field">
          <dt>{t('orders.cards.number')}</dt>
          <dd>
            <bdi className="card-key__value">{card.card_number}</bdi>
            <CopyButton text={card.card_number} label={t('orders.cards.copyNumber')} />
          </dd>
        </div>
        <div className="card-key__field">
          <dt>{t('orders.cards.password')}</dt>
          <dd>
            <button
              type="button"
              className="card-key__reveal"
              aria-pressed={shown}
              aria-label={shown ? undefined : t('orders.cards.show')}
              onClick={() => setShown((on) => !on)}
            >
              <bdi className="card-key__value">{shown ? card.card_password : '••••••••'}</bdi>
            </button>
            <CopyButton text={card.card_password} label={t('orders.cards.copyPassword')} />
          </dd>
        </div>
      </dl>
    </article>
  );
}
