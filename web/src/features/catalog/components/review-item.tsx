import { isLocale } from '@crossbay/contract/locales';
import { Rate } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { ProductReview } from '#web/features/catalog/api/use-product-reviews.ts';
import { formatDateTime } from '#web/i18n/format-date.ts';
import { useTimeZone } from '#web/i18n/time-zone.ts';
import { showPictures } from '#web/ui/picture-viewer.tsx';
import styles from './review-item.module.css';

export function ReviewItem({ review }: { review: ProductReview }) {
  const { t, i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const timeZone = useTimeZone();
  return (
    <li className={styles.root}>
      <div className={styles.head}>
        <span dir="auto">{review.reviewer ?? t('catalog.reviews.formerBuyer')}</span>
        <time className={styles.date} dateTime={review.created_at}>
          {formatDateTime(review.created_at, locale, timeZone)}
        </time>
      </div>
      <span
        className={styles.score}
        role="img"
        aria-label={t('catalog.reviews.scoreOf', { score: review.product_score })}
      >
        <Rate readOnly value={review.product_score} />
      </span>
      {review.specs.length > 0 ? (
        <p className={styles.spec} dir="auto">
          {t('catalog.reviews.bought', { spec: review.specs.join(', ') })}
        </p>
      ) : null}
      <p className={styles.content} dir="auto">
        {review.content}
      </p>
      {review.pictures.length > 0 ? (
        <ul className={styles.pictures}>
          {review.pictures.map((picture, index) => (
            <li key={picture}>
              <button
                type="button"
                className={styles.picture}
                aria-label={t('catalog.reviews.picture', { index: index + 1 })}
                onClick={() => showPictures(review.pictures, index)}
              >
                <img src={picture} alt="" width={72} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
