import type { CardKey } from '@crossbay/contract/order';
import type { Page } from '@crossbay/contract/pagination';
import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { nextPageOf } from '#web/api/next-page.ts';
import { orderKeys } from '#web/api/queries/order-keys.ts';

const PAGE_SIZE = 20;

export function useCardKeys() {
  return useInfiniteQuery({
    queryKey: orderKeys.cards(),
    queryFn: ({ pageParam }) =>
      http.get<Page<CardKey>>('/api/order/cards', { params: { page: pageParam, limit: PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}
