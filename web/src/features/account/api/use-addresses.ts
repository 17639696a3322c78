import type { Address } from '@crossbay/contract/address';
import type { Page } from '@crossbay/contract/pagination';
import { useInfiniteQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { nextPageOf } from '#web/api/next-page.ts';
import { addressKeys } from '#web/ui/address-form/address-keys.ts';

const PAGE_SIZE = 20;

export function useAddresses() {
  return useInfiniteQuery({
    queryKey: addressKeys.list(),
    queryFn: ({ pageParam }) =>
      http.get<Page<Address>>('/api/user/address_list', { params: { page: pageParam, limit: PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}
