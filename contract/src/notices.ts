import { z } from 'zod';
import { pageOf } from './pagination.ts';
import { requestObject } from './request.ts';

/** A notice to one buyer (`kind`: order, wallet, complaint, consult) or a platform announcement (`platform`). */
export const Notice = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notice = z.infer<typeof Notice>;

/** GET /api/notice/list: a page of notices, newest first, and how many are unread in all. */
export const NoticePage = pageOf(Notice).extend({ unread: z.number().int() });
export type NoticePage = z.infer<typeof NoticePage>;

/** POST /api/notice/read. */
export const NoticeIdBody = requestObject({ id: z.coerce.number<number | string>().int().positive() });
