import { useTranslation } from 'react-i18next';
import { numberFormat } from '#web/i18n/intl-formats.ts';
import { useIntlLocale } from '#web/i18n/use-intl-locale.ts';
import styles from './favourable-rate.module.css';

/** The share of good reviews; a shop without reviews says so rather than showing a number. */
export function FavourableRate({ rate }: { rate: number | null }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  if (rate === null) return <span className={styles.root}>{t('catalog.shop.noRatings')}</span>;
  return <>{numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate / 100)}</>;
}
