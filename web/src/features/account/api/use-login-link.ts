import type { LoginLinkBody } from '@crossbay/contract/account';
import { useMutation } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';

/** Asks for a one-time login link mailed to the account's email (a login held back from this place). */
export function useLoginLink() {
  return useMutation({
    mutationFn: (body: LoginLinkBody) => http.post<null>('/api/user/login_link', body),
  });
}
