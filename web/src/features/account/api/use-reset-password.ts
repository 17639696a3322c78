import type { ResetPasswordBody } from '@crossbay/contract/account';
import { useMutation } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { WITHOUT_TOKEN } from '#web/api/request-client.ts';

export function useResetPassword() {
  return useMutation({
    mutationFn: (body: ResetPasswordBody) =>
      http.post<null>('/api/user/resetpwd', body, { headers: { ...WITHOUT_TOKEN } }),
  });
}
