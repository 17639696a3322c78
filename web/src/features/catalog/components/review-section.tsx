import type { ProductDetail } from '@crossbay/contract/catalog';
import { Button, Rate } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '#web/i18n/intl-formats.ts';
import { useIntlLocale } from '#web/i18n/use-intl-locale.ts';
import { lazyWhenIdle, OnceOpened } from '#web/ui/opened-later.tsx';
import detailBlockStyles from './detail-block.module.css';
import { ReviewItem } from './review-item.tsx';
import styles from './review-section.module.css';
import shopStatsStyles from './shop-stats.module.css';

type Props = {
  productId: number;
  summary: ProductDetail['reviews'];
  latest: ProductDetail['latest_reviews'];
};

// The sheet of every review (antd-mobile's popup and pull-to-refresh list) is fetched apart from the product's page.
const AllReviewsSheet = lazyWhenIdle(async () => (await import('./all-reviews-sheet.tsx')).AllReviewsSheet);

/** The average of product, service and postage scores, and the latest reviews with pictures. */
export function ReviewSection({ productId, summary, latest }: Props) {
  const { t } = useTranslation();
  const score = numberFormat(useIntlLocale(), {
    maximumFractionDigits: 1,
    minimumFractionDigits: 1,
  });
  const [all, setAll] = useState(false);
  return (
    <section className={detailBlockStyles.root} aria-labelledby="reviews-heading">
      <h2 id="reviews-heading" className={detailBlockStyles.title}>
        {t('catalog.reviews.title', { count: summary.count })}
      </h2>
      {summary.count === 0 || summary.average === null ? (
        <p className={detailBlockStyles.muted}>{t('catalog.reviews.none')}</p>
      ) : (
        <>
          <div className={styles.reviewSummary}>
            <strong className={styles.reviewSummaryAverage}>{score.format(summary.average)}</strong>
            <Rate readOnly allowHalf value={Math.round(summary.average * 2) / 2} />
          </div>
          <dl className={shopStatsStyles.root}>
            {(['product', 'service', 'postage'] as const).map((kind) => (
              <div key={kind}>
                <dt>{t(`catalog.reviews.${kind}`)}</dt>
                <dd>{summary[kind] === null ? '–' : score.format(summary[kind])}</dd>
              </div>
            ))}
          </dl>
          <ul className={styles.reviewList}>
            {latest.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </ul>
          {summary.count > latest.length ? (
            <Button block fill="outline" size="small" onClick={() => setAll(true)}>
              {t('catalog.reviews.all', { count: summary.count })}
            </Button>
          ) : null}
          <OnceOpened open={all}>
            <AllReviewsSheet
              productId={productId}
              count={summary.count}
              withPictures={summary.with_pictures}
              visible={all}
              onClose={() => setAll(false)}
            />
          </OnceOpened>
        </>
      )}
    </section>
  );
}
