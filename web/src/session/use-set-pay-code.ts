import type { ResetPayBody } from '@crossbay/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { USER_INFO_KEY } from './use-user-info.ts';

export function useSetPayCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPayBody) => http.post<null>('/api/user/resetPay', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_INFO_KEY }),
  });
}
