import { useTranslation } from 'react-i18next';
import { numberFormat } from '#web/i18n/intl-formats.ts';
import { useIntlLocale } from '#web/i18n/use-intl-locale.ts';
import styles from './card-rating.module.css';

/** A card's stars from its reviews: "★ 4.8 (12)"; nothing at all for a product nobody has reviewed. */
export function CardRating({ rating, reviews }: { rating: number | null; reviews: number }) {
  const { t } = useTranslation();
  const locale = useIntlLocale();
  if (rating === null || reviews < 1) return null;
  const score = numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
  return (
    <span
      className={styles.root}
      role="img"
      aria-label={t('catalog.product.rating', { count: reviews, rating: score })}
    >
      <span className={styles.star}>★</span>
      {score}
      <span className={styles.count}>({numberFormat(locale).format(reviews)})</span>
    </span>
  );
}
