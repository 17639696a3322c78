import { http } from '#web/api/client.ts';

export function logOut(): Promise<null> {
  return http.post<null>('/api/user/logout');
}
