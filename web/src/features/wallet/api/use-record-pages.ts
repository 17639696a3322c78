import { usePagedList } from '#web/api/use-paged-list.ts';
import type { ListSource } from '#web/features/wallet/components/record-list.tsx';
import { RECORDS_PER_PAGE } from './records-per-page.ts';
import { walletKeys } from './wallet-keys.ts';

/** One of the wallet's record lists (recharge_log, extract_log, bill), page by page. */
export function useRecordPages<T>(path: string, filter: Record<string, string> = {}): ListSource<T> {
  const query = usePagedList<T>(walletKeys.records(path, filter), path, {
    limit: RECORDS_PER_PAGE,
    params: filter,
  });
  return {
    rows: query.data?.pages.flatMap((page) => page.list),
    isError: query.isError,
    isFetching: query.isFetching,
    refetch: query.refetch,
    fetchNextPage: query.fetchNextPage,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
  };
}
