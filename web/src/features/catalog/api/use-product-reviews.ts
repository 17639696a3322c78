import type { ProductDetail } from '@crossbay/contract/catalog';
import type { Page } from '@crossbay/contract/pagination';
import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { nextPageOf } from '#web/api/next-page.ts';
import { catalogKeys } from '#web/api/queries/catalog-keys.ts';

export type ProductReview = ProductDetail['latest_reviews'][number];

/** A product's reviews page after page, newest first: all of them, or only those with pictures. */
export function useProductReviews(id: number, enabled: boolean, withPictures = false) {
  return useInfiniteQuery({
    queryKey: catalogKeys.comments(id, withPictures),
    queryFn: ({ pageParam, signal }) =>
      http.get<Page<ProductReview>>('/api/product/comments', {
        params: { id, page: pageParam, limit: 10, with_pictures: withPictures ? 1 : undefined },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled,
  });
}
