import type { VerifyPayBody } from '@crossbay/contract/account';
import { useMutation } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';

/** Checks the current payment code (counted towards the lock-out like a payment). */
export function useVerifyPayCode() {
  return useMutation({
    mutationFn: (body: VerifyPayBody) => http.post<null>('/api/user/verify_pay', body),
  });
}
