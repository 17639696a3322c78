import type { OrderFilter, OrderPage } from '@crossbay/contract/order';
import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { nextPageOf } from '#web/api/next-page.ts';
import { orderKeys } from '#web/api/queries/order-keys.ts';

const PAGE_SIZE = 10;

export function useOrderList(status: OrderFilter) {
  return useInfiniteQuery({
    queryKey: orderKeys.list(status),
    queryFn: ({ pageParam }) =>
      http.get<OrderPage>('/api/user/order_list', { params: { status, page: pageParam, limit: PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}
