import type { NoticePage } from '@crossbay/contract/notices';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { http } from '#web/api/client.ts';
import { nextPageOf } from '#web/api/next-page.ts';
import { accountKeys } from './account-keys.ts';

const PAGE_SIZE = 20;

export function useNotices() {
  const { i18n } = useTranslation();
  return useInfiniteQuery({
    queryKey: accountKeys.noticeList(i18n.language),
    queryFn: ({ pageParam }) =>
      http.get<NoticePage>('/api/notice/list', { params: { page: pageParam, limit: PAGE_SIZE } }),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });
}
