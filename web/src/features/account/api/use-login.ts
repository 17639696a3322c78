import type { LoginAnswer, LoginBody } from '@crossbay/contract/account';
import { useMutation } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';

export function useLogin() {
  return useMutation({
    mutationFn: (body: LoginBody) => http.post<LoginAnswer>('/api/user/login', body),
  });
}
