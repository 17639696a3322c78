import { z } from 'zod';
import { moneyInput } from './money.ts';

export const REFUND_TYPES = ['refund_only', 'return_refund'] as const;
export const GOODS_STATES = ['received', 'not_received'] as const;

const required = (key: string) => z.string({ error: key }).trim().min(1, { error: key });

// spec §5: amount required and not negative; reason, explanation and proof required.
export const RefundBody = z.object({
  order_id: z.coerce.number().int().positive(),
  type: z.enum(REFUND_TYPES),
  goods_state: z.enum(GOODS_STATES),
  amount: moneyInput('validation.refundAmountInvalid'),
  reason: required('validation.reasonRequired'),
  explanation: required('validation.explanationRequired'),
  proof: z.array(z.string()).min(1, { error: 'validation.proofRequired' }),
});

export const ReviewBody = z.object({
  order_id: z.coerce.number().int().positive(),
  content: required('validation.reviewEmpty').max(2000),
  product_score: z.coerce.number().int().min(1).max(5),
  service_score: z.coerce.number().int().min(1).max(5),
  postage_score: z.coerce.number().int().min(1).max(5),
  pictures: z.array(z.string()).max(9).default([]),
});

export const ComplaintBody = z.object({
  order_id: z.coerce.number().int().positive().optional(),
  content: required('validation.complaintContentRequired').max(2000),
  certificate: required('validation.certificateRequired'),
});
