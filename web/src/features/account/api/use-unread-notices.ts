import type { NoticePage } from '@crossbay/contract/notices';
import { useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { accountKeys } from './account-keys.ts';

/** How many notices the buyer has not read yet (for the badge on the Me screen). */
export function useUnreadNotices() {
  return useQuery({
    queryKey: accountKeys.unreadNotices(),
    queryFn: async () =>
      (await http.get<NoticePage>('/api/notice/list', { params: { page: 1, limit: 1 } })).unread,
  });
}
