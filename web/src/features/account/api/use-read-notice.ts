import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';
import { NOTICES_KEY } from './notice-keys.ts';

export function useReadNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<null>('/api/notice/read', { id }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTICES_KEY }),
  });
}
