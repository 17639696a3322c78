import type { ChangePasswordBody } from '@crossbay/contract/account';
import { useMutation } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => http.post<null>('/api/user/change_password', body),
  });
}
