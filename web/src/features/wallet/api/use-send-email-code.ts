import { useMutation } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';

/** Mails the buyer a withdrawal verification code (spec §7: POST /api/ems/send). */
export function useSendEmailCode() {
  return useMutation({
    mutationFn: (email: string) => http.post<null>('/api/ems/send', { email, event: 'withdraw' }),
  });
}
