import type { ProductDetail } from '@crossbay/contract/catalog';
import { Button, Rate } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { itemsOf } from '#web/api/next-page.ts';
import { useProductReviews } from '#web/features/catalog/api/use-product-reviews.ts';
import { useIntlLocale } from '#web/i18n/use-intl-locale.ts';
import { DialogPopup } from '#web/ui/dialog-popup.tsx';
import { RefreshList } from '#web/ui/refresh-list.tsx';
import detailBlockStyles from './detail-block.module.css';
import { ReviewItem } from './review-item.tsx';
import styles from './review-section.module.css';
import shopStatsStyles from './shop-stats.module.css';

type Props = {
  productId: number;
  summary: ProductDetail['reviews'];
  latest: ProductDetail['latest_reviews'];
};

function AllReviews({ productId }: { productId: number }) {
  const reviews = useProductReviews(productId, true);
  return (
    <RefreshList
      onRefresh={() => reviews.refetch()}
      onLoadMore={() => reviews.fetchNextPage()}
      hasMore={reviews.hasNextPage}
      loadingMore={reviews.isFetchingNextPage || reviews.isPending}
    >
      <ul className={styles.reviewList}>
        {itemsOf(reviews.data?.pages).map((review) => (
          <ReviewItem key={review.id} review={review} />
        ))}
      </ul>
    </RefreshList>
  );
}

/** The average of product, service and postage scores, and the latest reviews with pictures. */
export function ReviewSection({ productId, summary, latest }: Props) {
  const { t } = useTranslation();
  const score = new Intl.NumberFormat(useIntlLocale(), {
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
          <DialogPopup
            visible={all}
            onClose={() => setAll(false)}
            destroyOnClose
            bodyClassName={styles.reviewsPopup}
            aria-label={t('catalog.reviews.title', { count: summary.count })}
          >
            <AllReviews productId={productId} />
          </DialogPopup>
        </>
      )}
    </section>
  );
}
