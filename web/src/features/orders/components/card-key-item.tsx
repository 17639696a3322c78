import type { CardKey } from '@crossbay/contract/order';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDateText } from '#web/i18n/use-date-text.ts';
import cardStyles from './card.module.css';
import styles from './card-key-item.module.css';
import { CopyButton } from './copy-button.tsx';

/** One card key: its number, and its password hidden until the buyer taps it. */
export function CardKeyItem({ card }: { card: CardKey }) {
  const { t } = useTranslation();
  const format = useDateText();
  const [shown, setShown] = useState(false);
  const headingId = `card-${card.id}`;
  return (
    <article className={cardStyles.root} aria-labelledby={headingId}>
      <h2 id={headingId} className={cardStyles.title}>
        <bdi>{card.product_name}</bdi>
      </h2>
      <p className={styles.meta}>
        <Link to={`/orderInfo/${card.order_id}`}>
          {t('orders.detail.sn')} <bdi>{card.sn}</bdi>
        </Link>{' '}
        · <time dateTime={card.issued_at}>{format(card.issued_at)}</time>
      </p>
      <dl className={styles.fields}>
        <div className={styles.field}>
          <dt>{t('orders.cards.number')}</dt>
          <dd>
            <bdi className={styles.value}>{card.card_number}</bdi>
            <CopyButton text={card.card_number} label={t('orders.cards.copyNumber')} />
          </dd>
        </div>
        <div className={styles.field}>
          <dt>{t('orders.cards.password')}</dt>
          <dd>
            <button
              type="button"
              className={styles.reveal}
              aria-pressed={shown}
              aria-label={shown ? undefined : t('orders.cards.show')}
              onClick={() => setShown((on) => !on)}
            >
              <bdi className={styles.value}>{shown ? card.card_password : '••••••••'}</bdi>
            </button>
            <CopyButton text={card.card_password} label={t('orders.cards.copyPassword')} />
          </dd>
        </div>
      </dl>
    </article>
  );
}
