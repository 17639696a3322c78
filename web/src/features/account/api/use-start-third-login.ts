import type { ThirdLoginStart } from '@crossbay/contract/account';
import { useMutation } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { WITHOUT_TOKEN } from '#web/api/request-client.ts';

/** Asks the server where to send the buyer to sign in with the configured provider. */
export function useStartThirdLogin() {
  return useMutation({
    mutationFn: () => http.get<ThirdLoginStart>('/api/user/third', { headers: { ...WITHOUT_TOKEN } }),
  });
}
