import type { OrderFilter, OrderPage } from '@crossbay/contract/order';
import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';

const PAGE_SIZE = 10;

export function useOrderList(status: OrderFilter) {
  return useInfiniteQuery({
    queryKey: ['orders', status],
    queryFn: ({ pageParam }) =>
      http.get<OrderPage>('/api/user/order_list', { params: { status, page: pageParam, limit: PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}
