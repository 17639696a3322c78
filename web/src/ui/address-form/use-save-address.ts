import type { Address, AddressBody } from '@crossbay/contract/address';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { addressKeys } from './address-keys.ts';

/** Adds an address, or changes the one named by `id` (POST /api/user/address_add does both). */
export function useSaveAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddressBody) => http.post<Address>('/api/user/address_add', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all() }),
  });
}
