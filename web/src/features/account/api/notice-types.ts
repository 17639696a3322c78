import type { Page } from '@crossbay/contract/pagination';

export type Notice = {
  id: number;
  kind: string;
  title: string;
  body: string;
  read: boolean;
  created_at: string;
};

export type NoticePage = Page<Notice> & { unread: number };

export const NOTICES_KEY = ['notices'] as const;
