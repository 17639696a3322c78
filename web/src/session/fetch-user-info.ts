import type { UserInfo } from '@crossbay/contract/account';
import { http } from '#web/api/client.ts';

export function fetchUserInfo(): Promise<UserInfo> {
  return http.get<UserInfo>('/api/user/getUserInfo');
}
