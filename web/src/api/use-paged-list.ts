import type { Page } from '@crossbay/contract/pagination';
import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from './client.ts';
import { nextPageOf } from './next-page.ts';
import type { QueryParams } from './query-params.ts';

/** A list read page by page (GET `path` with `page` and `limit`), until a page says nothing follows. */
export function usePagedList<T>(
  queryKey: readonly unknown[],
  path: string,
  { limit, params = {} }: { limit: number; params?: QueryParams },
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      http.get<Page<T>>(path, { params: { ...params, page: pageParam, limit }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}
