import type { LoginAnswer, ThirdLoginBody } from '@crossbay/contract/account';
import { useMutation } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { WITHOUT_TOKEN } from '#web/api/request-client.ts';

/** Completes the sign-in with what the provider's redirect brought back. */
export function useThirdLogin() {
  return useMutation({
    mutationFn: (body: ThirdLoginBody) =>
      http.post<LoginAnswer>('/api/user/third', body, { headers: { ...WITHOUT_TOKEN } }),
  });
}
