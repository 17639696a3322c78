import type { Page } from '@crossbay/contract/pagination';
import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';
import { nextPageOf } from '../../../api/next-page.ts';
import type { ListSource } from '../components/record-list.tsx';
import { RECORDS_PER_PAGE } from './records-per-page.ts';

/** One of the wallet's record lists (recharge_log, extract_log, bill), page by page. */
export function useRecordPages<T>(path: string, filter: Record<string, string> = {}): ListSource<T> {
  const query = useInfiniteQuery({
    queryKey: ['wallet', 'records', path, filter],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      http.get<Page<T>>(path, { params: { ...filter, page: pageParam, limit: RECORDS_PER_PAGE }, signal }),
    getNextPageParam: nextPageOf,
  });
  return {
    rows: query.data?.pages.flatMap((page) => page.list),
    isError: query.isError,
    refetch: query.refetch,
    fetchNextPage: query.fetchNextPage,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
  };
}
