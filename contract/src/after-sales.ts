import { z } from 'zod';
import { moneyInput } from './money.ts';
import { requestObject } from './request.ts';
import { longText } from './text.ts';
import { PrivateImage, UPLOAD_PATH_MAX, UploadedImage } from './upload.ts';
import { AUDIT_STATUSES } from './wallet.ts';

export const REFUND_TYPES = ['refund_only', 'return_refund'] as const;
export type RefundType = (typeof REFUND_TYPES)[number];
export const GOODS_STATES = ['received', 'not_received'] as const;
export type GoodsState = (typeof GOODS_STATES)[number];
// The buyer picks one; the web app translates the key.
export const REFUND_REASONS = [
  'not_received',
  'damaged',
  'not_as_described',
  'wrong_item',
  'quality',
  'changed_mind',
  'other',
] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

// A refund is decided like a recharge or a withdrawal: auditing, then passed or refused.
export const REFUND_STATUSES = AUDIT_STATUSES;

export const MAX_PICTURES = 9;
export const MAX_TEXT = 2000;

// spec §5: amount required and not negative; reason, explanation and proof required.
export const RefundBody = requestObject({
  order_id: z.coerce.number<number | string>().int().positive(),
  type: z.enum(REFUND_TYPES, { error: 'validation.refundTypeRequired' }),
  goods_state: z.enum(GOODS_STATES, { error: 'validation.goodsStateRequired' }),
  amount: moneyInput('validation.refundAmountInvalid'),
  reason: z.enum(REFUND_REASONS, { error: 'validation.reasonRequired' }),
  explanation: longText(MAX_TEXT, 'validation.explanationRequired'),
  proof: z
    .array(PrivateImage, { error: 'validation.proofRequired' })
    .min(1, { error: 'validation.proofRequired' })
    .max(MAX_PICTURES, { error: 'validation.tooManyPictures' }),
});
export type RefundBody = z.infer<typeof RefundBody>;
/** What the refund form sends (the amount as typed). */
export type RefundRequest = z.input<typeof RefundBody>;

/**
 * The amount rules the form alone cannot check (spec §5): a refund asks for something, and no more than
 * the order can still give back (cents both). Null when the amount may be asked; otherwise a message key.
 */
export function refundAmountRefusal(amount: number, refundable: number) {
  if (amount === 0) return 'validation.refundAmountZero' as const;
  if (amount > refundable) return 'validation.refundAmountTooHigh' as const;
  return null;
}

export const OrderRefundQuery = requestObject({
  order_id: z.coerce
    .number<number | string>({ error: 'errors.notFound' })
    .int()
    .positive({ error: 'errors.notFound' }),
});

export const RefundView = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_sn: z.string(),
  type: z.enum(REFUND_TYPES),
  goods_state: z.enum(GOODS_STATES),
  amount: z.string(),
  reason: z.enum(REFUND_REASONS),
  explanation: z.string(),
  proof: z.array(z.string()),
  status: z.enum(REFUND_STATUSES),
  decision_note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type RefundView = z.infer<typeof RefundView>;

/** GET /api/refund/detail: the order's refund history (newest first) and what may still be asked. */
export const OrderRefunds = z.object({
  order_id: z.number().int(),
  order_sn: z.string(),
  order_status: z.string(),
  /** The most the buyer may still ask back, e.g. "25.00": what was paid from the balance. */
  refundable: z.string(),
  can_apply: z.boolean(),
  refunds: z.array(RefundView),
});
export type OrderRefunds = z.infer<typeof OrderRefunds>;

export const ReviewBody = requestObject({
  order_id: z.coerce.number<number | string>().int().positive(),
  content: longText(MAX_TEXT, 'validation.reviewEmpty'),
  product_score: z.coerce.number<number | string>().int().min(1).max(5),
  service_score: z.coerce.number<number | string>().int().min(1).max(5),
  postage_score: z.coerce.number<number | string>().int().min(1).max(5),
  pictures: z.array(UploadedImage).max(MAX_PICTURES, { error: 'validation.tooManyPictures' }).default([]),
});
export type ReviewBody = z.infer<typeof ReviewBody>;
export type ReviewRequest = z.input<typeof ReviewBody>;

// spec §5: content and certificate required. Without order_id it is about the platform (/platformComplaint).
export const ComplaintBody = requestObject({
  order_id: z.coerce.number<number | string>().int().positive().optional(),
  content: longText(MAX_TEXT, 'validation.complaintContentRequired'),
  certificate: z
    .string({ error: 'validation.certificateRequired' })
    .min(1, { error: 'validation.certificateRequired' })
    .max(UPLOAD_PATH_MAX, { error: 'validation.imageInvalid' })
    .pipe(PrivateImage),
});
export type ComplaintBody = z.infer<typeof ComplaintBody>;

export const COMPLAINT_STATUSES = ['open', 'replied'] as const;
export const ComplaintView = z.object({
  id: z.number().int(),
  order_id: z.number().int().nullable(),
  order_sn: z.string().nullable(),
  content: z.string(),
  certificate: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  reply: z.string().nullable(),
  created_at: z.string(),
});
export type ComplaintView = z.infer<typeof ComplaintView>;

export const ConsultBody = requestObject({
  merchant_id: z.coerce
    .number<number | string>({ error: 'errors.notFound' })
    .int()
    .positive({ error: 'errors.notFound' }),
  product_id: z.coerce.number<number | string>().int().positive().optional(),
  content: longText(MAX_TEXT, 'validation.consultEmpty'),
});
export type ConsultBody = z.infer<typeof ConsultBody>;

export const ConsultReplyBody = requestObject({
  id: z.coerce
    .number<number | string>({ error: 'errors.notFound' })
    .int()
    .positive({ error: 'errors.notFound' }),
  content: longText(MAX_TEXT, 'validation.consultEmpty'),
});
export type ConsultReplyBody = z.infer<typeof ConsultReplyBody>;

// open: waiting for the shop; answered: the shop wrote last.
export const CONSULT_STATUSES = ['open', 'answered'] as const;
export const CONSULT_AUTHORS = ['buyer', 'merchant'] as const;

export const ConsultMessage = z.object({
  id: z.number().int(),
  author: z.enum(CONSULT_AUTHORS),
  content: z.string(),
  created_at: z.string(),
});
export const ConsultSubject = z.object({
  merchant: z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable() }),
  product: z.object({ id: z.number().int(), name: z.string(), image: z.string().nullable() }).nullable(),
});
export const ConsultListItem = ConsultSubject.extend({
  id: z.number().int(),
  status: z.enum(CONSULT_STATUSES),
  /** The latest message of the thread, from either side. */
  last_message: ConsultMessage,
  updated_at: z.string(),
});
export type ConsultListItem = z.infer<typeof ConsultListItem>;

/** The first message is the buyer's question; the rest follow in time order. */
export const ConsultDetail = ConsultSubject.extend({
  id: z.number().int(),
  status: z.enum(CONSULT_STATUSES),
  messages: z.array(ConsultMessage),
  created_at: z.string(),
});
export type ConsultDetail = z.infer<typeof ConsultDetail>;
