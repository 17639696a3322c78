import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { addressKeys } from '#web/ui/address-form/address-keys.ts';

export function useSetDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<null>('/api/user/address_set_default', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all() }),
  });
}
