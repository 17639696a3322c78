import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { itemsOf } from '#web/api/next-page.ts';
import { useProductReviews } from '#web/features/catalog/api/use-product-reviews.ts';
import { DialogPopup } from '#web/ui/dialog-popup.tsx';
import { RefreshList } from '#web/ui/refresh-list.tsx';
import { ReviewFilter } from './review-filter.tsx';
import { ReviewItem } from './review-item.tsx';
import styles from './review-section.module.css';

type Props = {
  productId: number;
  count: number;
  withPictures: number;
  visible: boolean;
  onClose: () => void;
};

function AllReviews({ productId, count, withPictures }: Omit<Props, 'visible' | 'onClose'>) {
  const [picturesOnly, setPicturesOnly] = useState(false);
  const reviews = useProductReviews(productId, true, picturesOnly);
  return (
    <>
      <ReviewFilter
        count={count}
        withPictures={withPictures}
        picturesOnly={picturesOnly}
        onChange={setPicturesOnly}
      />
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
    </>
  );
}

/** Every review of a product, page after page, in a sheet over its page. */
export function AllReviewsSheet({ productId, count, withPictures, visible, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <DialogPopup
      visible={visible}
      onClose={onClose}
      destroyOnClose
      bodyClassName={styles.reviewsPopup}
      aria-label={t('catalog.reviews.title', { count })}
    >
      <AllReviews productId={productId} count={count} withPictures={withPictures} />
    </DialogPopup>
  );
}
