import type { ProductDetail } from '@crossbay/contract/catalog';
import { PURCHASE_LIMIT_PERIODS } from '@crossbay/contract/checkout-limits';
import { InformationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { usePurchaseLimit } from '#web/features/catalog/api/use-purchase-limit.ts';
import { useDateText } from '#web/i18n/use-date-text.ts';
import { useSession } from '#web/session/session-store.ts';
import styles from './purchase-limit-hint.module.css';

type Props = { productId: number; limits: NonNullable<ProductDetail['limits']> };

/**
 * spec §5: a card-key product's limit per day, week and month; logged in, also what was bought, what is
 * left and when the period starts over.
 */
export function PurchaseLimitHint({ productId, limits }: Props) {
  const { t } = useTranslation();
  const dateText = useDateText();
  const loggedIn = useSession((state) => state.loggedIn);
  const usage = usePurchaseLimit(productId, loggedIn);
  const periods = PURCHASE_LIMIT_PERIODS.filter((period) => limits[period] !== null);
  if (periods.length === 0) return null;
  return (
    <section className={styles.root} aria-label={t('catalog.limit.title')}>
      <h2 className={styles.title}>
        <InformationCircleOutline aria-hidden="true" /> {t('catalog.limit.title')}
      </h2>
      <ul className={styles.list}>
        {periods.map((period) => {
          const used = usage.data?.periods.find((row) => row.period === period);
          const limit = limits[period] ?? 0;
          return (
            <li key={period}>
              {used
                ? t(`catalog.limit.used.${period}`, { limit, bought: used.bought, left: used.left })
                : t(`catalog.limit.only.${period}`, { limit })}
              {/* Periods run in the platform's zone, so say when this one ends in the buyer's. */}
              {used ? ` · ${t('catalog.limit.resets', { time: dateText(used.resets_at) })}` : null}
            </li>
          );
        })}
      </ul>
      {loggedIn ? null : <p className={styles.note}>{t('catalog.limit.loginToSee')}</p>}
    </section>
  );
}
