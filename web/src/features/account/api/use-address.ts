import type { Address } from '@crossbay/contract/address';
import { useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { MISSING } from '#web/api/missing.ts';
import { addressKeys } from '#web/ui/address-form/address-keys.ts';

export function useAddress(id: number | undefined) {
  return useQuery({
    queryKey: addressKeys.one(id),
    queryFn: () => http.get<Address>('/api/user/address', { params: { id }, shownByCaller: MISSING }),
    enabled: id !== undefined,
  });
}
