import type { EmsSendBody } from '@crossbay/contract/account';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';

export function useSendEmailCode() {
  return useMutation({
    mutationFn: (body: EmsSendBody) => http.post<null>('/api/ems/send', body),
  });
}
