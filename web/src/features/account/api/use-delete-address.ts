import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { addressKeys } from '#web/ui/address-form/address-keys.ts';

export function useDeleteAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.get<null>('/api/user/address_del', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressKeys.all() }),
  });
}
