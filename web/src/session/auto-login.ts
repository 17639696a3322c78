import type { AutoLoginBody, LoginAnswer } from '@crossbay/contract/account';
import { http } from '#web/api/client.ts';
import { WITHOUT_TOKEN } from '#web/api/request-client.ts';

export function autoLogin(ticket: AutoLoginBody): Promise<LoginAnswer> {
  return http.post<LoginAnswer>('/api/user/autologin', ticket, { headers: { ...WITHOUT_TOKEN } });
}
