import { z } from 'zod';
import { PayCode } from './account.ts';
import { moneyInput } from './money.ts';

export const PURCHASE_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type PurchaseLimitPeriod = (typeof PURCHASE_LIMIT_PERIODS)[number];

export const MAX_LINE_QUANTITY = 999;

export const CheckoutItem = z.object({
  sku_id: z.coerce
    .number({ error: 'validation.itemsRequired' })
    .int()
    .positive({ error: 'validation.itemsRequired' }),
  quantity: z.coerce
    .number({ error: 'validation.quantityInvalid' })
    .int({ error: 'validation.quantityInvalid' })
    .min(1, { error: 'validation.quantityInvalid' })
    .max(MAX_LINE_QUANTITY, { error: 'validation.quantityInvalid' }),
});

// spec §5: an address unless every item is virtual; at least one item; virtual never mixed.
export const CheckoutBody = z.object({
  address_id: z.coerce.number().int().positive().optional(),
  items: z
    .array(CheckoutItem, { error: 'validation.itemsRequired' })
    .min(1, { error: 'validation.itemsRequired' })
    .max(50),
  promo_code: z.string().trim().max(32).optional(),
  discount: moneyInput('validation.discountInvalid').optional(),
});
export type CheckoutBody = z.infer<typeof CheckoutBody>;

/** Create repeats the preview's total; a different figure on the server means something changed. */
export const CreateOrderBody = CheckoutBody.extend({
  expected_total: moneyInput('validation.amountInvalid'),
});
export type CreateOrderBody = z.infer<typeof CreateOrderBody>;

export const PayBody = z.object({
  order_ids: z.array(z.coerce.number().int().positive()).min(1).max(20),
  pay_password: PayCode,
  idempotency_key: z.string().min(8).max(64),
});
export type PayBody = z.infer<typeof PayBody>;

export const OrderIdBody = z.object({
  id: z.coerce.number({ error: 'errors.notFound' }).int().positive({ error: 'errors.notFound' }),
});

export const PromoCheckBody = z.object({
  code: z.string({ error: 'errors.promoInvalid' }).trim().min(1, { error: 'errors.promoInvalid' }).max(32),
  items: CheckoutBody.shape.items,
});

export const PROMO_KINDS = ['percent', 'fixed'] as const;

export const CartAddBody = z.object({
  sku_id: CheckoutItem.shape.sku_id,
  quantity: CheckoutItem.shape.quantity,
});
export const CartUpdateBody = z.object({
  id: z.coerce.number().int().positive(),
  quantity: CheckoutItem.shape.quantity,
});
export const CartDeleteBody = z.object({ ids: z.array(z.coerce.number().int().positive()).min(1).max(100) });

export function checkoutProblem(items: { is_virtual: boolean }[], hasAddress: boolean): string | null {
  if (items.length === 0) return 'validation.itemsRequired';
  const virtual = items.filter((i) => i.is_virtual).length;
  if (virtual > 0 && items.length > 1) return 'validation.virtualNotMixed';
  if (virtual === 0 && !hasAddress) return 'validation.addressRequired';
  return null;
}
