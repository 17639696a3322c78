import { z } from 'zod';
import { MoneyString } from './money.ts';
import { requestObject } from './request.ts';

// Vouchers (issue 38 item 6, docs/decisions/0114): a shop's or the platform's offer a buyer collects, then
// uses on one order. `fixed` takes cents off; `percent` a whole percent, as promo codes do.
export const VOUCHER_KINDS = ['fixed', 'percent'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];
export const VOUCHER_PERCENT_MAX = 90;
export const VOUCHER_STATES = ['usable', 'used', 'expired'] as const;
export type VoucherState = (typeof VOUCHER_STATES)[number];

const id = (message: string) =>
  z.coerce
    .number<number | string>({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(Number.MAX_SAFE_INTEGER, { error: message });

/** What a voucher takes off: `value` is "5.00" (fixed) or "10" (percent); the order must reach `min_spend`. */
const Terms = z.object({
  merchant_id: z.number().int().nullable(),
  kind: z.enum(VOUCHER_KINDS),
  value: z.string(),
  min_spend: MoneyString,
  ends_at: z.string(),
});

/** A voucher on offer (product page, shop): whether the buyer holds one to use, and whether any are left. */
export const OfferedVoucher = Terms.extend({
  id: z.number().int(),
  collected: z.boolean(),
  /** False once every voucher is collected, or the buyer holds as many as allowed. */
  can_collect: z.boolean(),
});
export type OfferedVoucher = z.infer<typeof OfferedVoucher>;
export const OfferedVouchers = z.object({ vouchers: z.array(OfferedVoucher) });
export type OfferedVouchers = z.infer<typeof OfferedVouchers>;

/** GET /api/voucher/list: the vouchers of a shop and the platform's. */
export const VoucherListQuery = requestObject({ merchant_id: id('errors.notFound') });

export const VoucherCollectBody = requestObject({ voucher_id: id('errors.voucherInvalid') });
export type VoucherCollectRequest = z.input<typeof VoucherCollectBody>;

/** One voucher the buyer holds: `id` is the held voucher, `voucher_id` the offer it was collected from. */
export const HeldVoucher = Terms.extend({
  id: z.number().int(),
  voucher_id: z.number().int(),
  merchant_name: z.string().nullable(),
  state: z.enum(VOUCHER_STATES),
  used_at: z.string().nullable(),
});
export type HeldVoucher = z.infer<typeof HeldVoucher>;

/** GET /api/voucher/mine: the buyer's vouchers, by state (usable soonest-ending first). */
export const MyVouchers = z.object({
  usable: z.array(HeldVoucher),
  used: z.array(HeldVoucher),
  expired: z.array(HeldVoucher),
});
export type MyVouchers = z.infer<typeof MyVouchers>;

/** A held voucher usable on a shop's order at checkout, and what it would take off that order. */
export const CheckoutVoucher = Terms.extend({ id: z.number().int(), saving: MoneyString });
export type CheckoutVoucher = z.infer<typeof CheckoutVoucher>;

/**
 * The buyer's choice for one shop's order at checkout: a held voucher, or null for none. A shop the
 * checkout does not name gets the voucher that takes most off (docs/decisions/0114).
 */
export const VoucherChoice = requestObject({
  merchant_id: id('errors.voucherInvalid'),
  voucher_id: id('errors.voucherInvalid').nullable(),
});
export type VoucherChoice = z.infer<typeof VoucherChoice>;

/** A voucher's discount on a shop's goods, in cents: never above them. */
export function voucherSaving(kind: VoucherKind, value: number, goods: number): number {
  const raw = kind === 'percent' ? Math.floor((goods * value) / 100) : value;
  return Math.max(0, Math.min(raw, goods));
}
