import type { OrderPage } from '@crossbay/contract/order';
import { ORDER_FILTERS, type OrderFilter } from '@crossbay/contract/order-statuses';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { nextPageOf } from '#web/api/next-page.ts';
import { orderKeys } from '#web/api/queries/order-keys.ts';

const PAGE_SIZE = 10;

/** The list a /myPurchases/:status path shows: an unknown or missing status is "all" (spec §2). */
export function orderFilterOf(param: string | undefined): OrderFilter {
  return (ORDER_FILTERS as readonly string[]).includes(param ?? '') ? (param as OrderFilter) : 'all';
}

/** Also loaded by the server, which draws the list's first page for a logged-in buyer (app/first-screen.ts). */
export function orderListQuery(status: OrderFilter) {
  return infiniteQueryOptions({
    queryKey: orderKeys.list(status),
    queryFn: ({ pageParam }) =>
      http.get<OrderPage>('/api/user/order_list', { params: { status, page: pageParam, limit: PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}

export function useOrderList(status: OrderFilter) {
  return useInfiniteQuery(orderListQuery(status));
}
