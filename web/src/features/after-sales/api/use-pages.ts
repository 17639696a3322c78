import type { Page } from '@crossbay/contract/pagination';
import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';
import { nextPageOf } from '../../../api/next-page.ts';

const PAGE_SIZE = 10;

/** One of the buyer's after-sales lists (complaints, consultations), newest first, page by page. */
export function usePages<T>(queryKey: readonly unknown[], path: string) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      http.get<Page<T>>(path, { params: { page: pageParam, limit: PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}
