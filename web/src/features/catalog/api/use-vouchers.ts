import type { OfferedVoucher, OfferedVouchers } from '@crossbay/contract/vouchers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { catalogKeys } from '#web/api/queries/catalog-keys.ts';

/** The vouchers of a shop and the platform's, with whether the buyer holds each. */
export function useOfferedVouchers(shopId: number, loggedIn: boolean) {
  return useQuery({
    queryKey: catalogKeys.vouchers(shopId, loggedIn),
    queryFn: () => http.get<OfferedVouchers>('/api/voucher/list', { params: { merchant_id: shopId } }),
    staleTime: 60_000,
  });
}

/** Collects a voucher; every shown offer is refreshed afterwards. */
export function useCollectVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (voucherId: number) =>
      http.post<OfferedVoucher>('/api/voucher/collect', { voucher_id: voucherId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKeys.allVouchers() }),
  });
}
