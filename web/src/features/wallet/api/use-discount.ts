import type { DiscountSummary } from '@crossbay/contract/wallet';
import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { nextPageOf } from '#web/api/next-page.ts';
import { RECORDS_PER_PAGE } from './records-per-page.ts';
import { walletKeys } from './wallet-keys.ts';

/** The discount-money totals (on every page) and its history, page by page. */
export function useDiscount() {
  return useInfiniteQuery({
    queryKey: walletKeys.discount(),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      http.get<DiscountSummary>('/api/user/discount', {
        params: { page: pageParam, limit: RECORDS_PER_PAGE },
        signal,
      }),
    getNextPageParam: (last) => nextPageOf(last.history),
  });
}
