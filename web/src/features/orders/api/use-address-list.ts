import type { Address } from '@crossbay/contract/address';
import type { Page } from '@crossbay/contract/pagination';
import { useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { addressKeys } from '#web/ui/address-form/address-keys.ts';

export function useAddressList(enabled: boolean) {
  return useQuery({
    queryKey: addressKeys.picker(),
    queryFn: () => http.get<Page<Address>>('/api/user/address_list', { params: { page: 1, limit: 100 } }),
    enabled,
  });
}
