import { z } from 'zod';
import { pageOf } from './pagination.ts';
import { requestObject } from './request.ts';

/** What a buyer's notice is about; the app opens its screen when the notice is tapped (decision 0095). */
export const NOTICE_TARGET_KINDS = [
  'order',
  'refund',
  'withdrawal',
  'recharge',
  'complaint',
  'consultation',
] as const;
export type NoticeTargetKind = (typeof NOTICE_TARGET_KINDS)[number];

/** The thing (`kind`, `id`) and the order it belongs to, when it belongs to one (a refund, an order's complaint). */
export const NoticeTarget = z.object({
  kind: z.enum(NOTICE_TARGET_KINDS),
  id: z.number().int(),
  order_id: z.number().int().nullable(),
});
export type NoticeTarget = z.infer<typeof NoticeTarget>;

/**
 * A notice to one buyer (`kind`: order, wallet, complaint, consult, security) or a platform announcement
 * (`platform`); `target` is null for announcements and notices about nothing the buyer can open.
 */
export const Notice = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  created_at: z.string(),
  target: NoticeTarget.nullable(),
});
export type Notice = z.infer<typeof Notice>;

/** GET /api/notice/list: a page of notices, newest first, and how many are unread in all. */
export const NoticePage = pageOf(Notice).extend({ unread: z.number().int() });
export type NoticePage = z.infer<typeof NoticePage>;

/** POST /api/notice/read. */
export const NoticeIdBody = requestObject({ id: z.coerce.number<number | string>().int().positive() });

/**
 * GET /api/notice/events: the buyer's new notices as Server-Sent Events (`event: notice`, `id:` the notice's id,
 * `data:` this), from the one after `Last-Event-ID` (or `?after=`) when given, else from the connection on.
 */
export const NOTICE_EVENTS_PATH = '/api/notice/events';
export const NoticeEventsQuery = requestObject({
  after: z.coerce.number<number | string>().int().min(0).optional(),
});
export const NoticeEvent = z.object({
  id: z.number().int(),
  kind: z.string(),
  target: NoticeTarget.nullable(),
});
export type NoticeEvent = z.infer<typeof NoticeEvent>;
/** Streams one buyer may hold open at once (tabs, devices); a new one past this closes the oldest. */
export const NOTICE_STREAMS_PER_BUYER = 5;
