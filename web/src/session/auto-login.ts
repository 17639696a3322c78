import type { AutoLoginBody, LoginAnswer } from '@crossbay/contract/account';
import { http } from '../api/client.ts';
import { WITHOUT_TOKEN } from '../api/request-client.ts';

export function autoLogin(ticket: AutoLoginBody): Promise<LoginAnswer> {
  return http.post<LoginAnswer>('/api/user/autologin', ticket, { headers: { ...WITHOUT_TOKEN } });
}
