import type { ResetPayBody } from '@crossbay/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { sessionKeys } from './session-keys.ts';

export function useSetPayCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPayBody) => http.post<null>('/api/user/resetPay', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.userInfo() }),
  });
}
