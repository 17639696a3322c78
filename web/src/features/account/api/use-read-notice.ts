import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { accountKeys } from './account-keys.ts';

export function useReadNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<null>('/api/notice/read', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.notices() }),
  });
}
