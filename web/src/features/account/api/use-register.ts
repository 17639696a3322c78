import type { LoginAnswer, RegisterBody } from '@crossbay/contract/account';
import { useMutation } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { WITHOUT_TOKEN } from '#web/api/request-client.ts';

export function useRegister() {
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      http.post<LoginAnswer>('/api/user/register', body, { headers: { ...WITHOUT_TOKEN } }),
  });
}
