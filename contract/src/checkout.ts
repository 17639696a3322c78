import { z } from 'zod';
import { PayCode } from './account.ts';
import { MAX_LINE_QUANTITY, PURCHASE_LIMIT_PERIODS } from './checkout-limits.ts';
import { type CheckoutKind, itemsProblem, needsAddress } from './checkout-rules.ts';
import { DeliveryPromise } from './delivery-promise.ts';
import { DISPLAY_CURRENCIES, type DisplayCurrency } from './display-currency.ts';
import { IdempotencyKey } from './idempotency.ts';
import { MoneyString, moneyInput } from './money.ts';
import { ORDER_STATUSES, OrderAddress, OrderItem } from './order.ts';
import { requestObject } from './request.ts';
import { CheckoutVoucher, VoucherChoice } from './vouchers.ts';

export { MAX_LINE_QUANTITY, PURCHASE_LIMIT_PERIODS, type PurchaseLimitPeriod } from './checkout-limits.ts';
export { itemsProblem, needsAddress } from './checkout-rules.ts';

const PROMO_CODE_MAX = 32;

export const CheckoutItem = requestObject({
  sku_id: z.coerce
    .number<number | string>({ error: 'validation.itemsRequired' })
    .int()
    .positive({ error: 'validation.itemsRequired' }),
  quantity: z.coerce
    .number<number | string>({ error: 'validation.quantityInvalid' })
    .int({ error: 'validation.quantityInvalid' })
    .min(1, { error: 'validation.quantityInvalid' })
    .max(MAX_LINE_QUANTITY, { error: 'validation.quantityTooLarge' }),
});

// spec §5: an address unless every item is virtual; at least one item; virtual never mixed.
export const CheckoutBody = requestObject({
  address_id: z.coerce.number<number | string>().int().positive().optional(),
  items: z
    .array(CheckoutItem, { error: 'validation.itemsRequired' })
    .min(1, { error: 'validation.itemsRequired' })
    .max(50, { error: 'validation.tooManyItems' }),
  promo_code: z.string().trim().max(PROMO_CODE_MAX, { error: 'errors.promoInvalid' }).optional(),
  discount: moneyInput('validation.discountInvalid').optional(),
  /** Per shop, the held voucher to use or null for none; a shop not named gets the best one. */
  vouchers: z.array(VoucherChoice).max(50, { error: 'validation.tooManyItems' }).optional(),
});
export type CheckoutBody = z.infer<typeof CheckoutBody>;
/** What the checkout screen sends to price an order (amounts as typed, "12.50"). */
export type CheckoutRequest = z.input<typeof CheckoutBody>;
export type CheckoutLine = z.input<typeof CheckoutItem>;

/** Create repeats the preview's total; a different figure on the server means something changed. */
export const CreateOrderBody = CheckoutBody.extend({
  expected_total: moneyInput('validation.amountInvalid'),
  idempotency_key: IdempotencyKey.optional(),
  // The items were chosen in the bag: each leaves it by the quantity ordered. "Buy now" leaves the bag alone.
  from_bag: z.boolean().optional(),
  // The currency the buyer saw beside the dollar: the order keeps its rate of now. The charge stays in dollars.
  display_currency: z.enum(DISPLAY_CURRENCIES as [DisplayCurrency, ...DisplayCurrency[]]).optional(),
});
export type CreateOrderBody = z.infer<typeof CreateOrderBody>;
export type CreateOrderRequest = z.input<typeof CreateOrderBody>;

export const PayBody = requestObject({
  order_ids: z
    .array(z.coerce.number<number | string>().int().positive())
    .min(1)
    .max(20, { error: 'validation.tooManyItems' }),
  pay_password: PayCode,
  idempotency_key: IdempotencyKey,
});
export type PayBody = z.infer<typeof PayBody>;
export type PayRequest = z.input<typeof PayBody>;

export const OrderIdBody = requestObject({
  id: z.coerce
    .number<number | string>({ error: 'errors.notFound' })
    .int()
    .positive({ error: 'errors.notFound' }),
});

export const PromoCheckBody = requestObject({
  code: z
    .string({ error: 'errors.promoInvalid' })
    .trim()
    .min(1, { error: 'errors.promoInvalid' })
    .max(PROMO_CODE_MAX, { error: 'errors.promoInvalid' }),
  items: CheckoutBody.shape.items,
});
export type PromoCheckRequest = z.input<typeof PromoCheckBody>;

export const PROMO_KINDS = ['percent', 'fixed'] as const;

export const CartAddBody = requestObject({
  sku_id: CheckoutItem.shape.sku_id,
  quantity: CheckoutItem.shape.quantity,
});
export type CartAddBody = z.infer<typeof CartAddBody>;
export const CartUpdateBody = requestObject({
  id: z.coerce.number<number | string>().int().positive(),
  quantity: CheckoutItem.shape.quantity,
});
export type CartUpdateBody = z.infer<typeof CartUpdateBody>;
export const CartDeleteBody = requestObject({
  ids: z
    .array(z.coerce.number<number | string>().int().positive())
    .min(1)
    .max(100, { error: 'validation.tooManyItems' }),
});

/**
 * Every checkout rule of spec §5, as an order is created. The preview applies only `itemsProblem`: it prices
 * the goods before the buyer has chosen (or even added) a shipping address.
 */
export function checkoutProblem(items: CheckoutKind[], hasAddress: boolean): string | null {
  return itemsProblem(items) ?? (needsAddress(items) && !hasAddress ? 'validation.addressRequired' : null);
}

/** A line of the bag; unavailable when its product is off sale, its shop closed or its stock gone. */
export const BagItem = z.object({
  id: z.number().int(),
  sku_id: z.number().int(),
  product_id: z.number().int(),
  name: z.string(),
  spec: z.string(),
  image: z.string().nullable(),
  price: MoneyString,
  quantity: z.number().int(),
  stock: z.number().int(),
  is_virtual: z.boolean(),
  available: z.boolean(),
});
export type BagItem = z.infer<typeof BagItem>;

export const BagShop = z.object({
  merchant_id: z.number().int(),
  merchant_name: z.string(),
  items: z.array(BagItem),
});
export type BagShop = z.infer<typeof BagShop>;

/** Every answer of /api/cart/*: the bag grouped by shop, and its number of pieces. */
export const Bag = z.object({ shops: z.array(BagShop), count: z.number().int() });
export type Bag = z.infer<typeof Bag>;

/** A line of the preview: the order line it will become. */
export const PreviewItem = OrderItem.extend({ is_virtual: z.boolean() });
export type PreviewItem = z.infer<typeof PreviewItem>;

export const PreviewAddress = OrderAddress.extend({ id: z.number().int() });
export type PreviewAddress = z.infer<typeof PreviewAddress>;

// The figures of one shop's order, and of the whole checkout:
// goods + freight - promo - voucher - discount = total.
const Figures = z.object({
  goods: MoneyString,
  freight: MoneyString,
  promo: MoneyString,
  voucher: MoneyString,
  discount: MoneyString,
  total: MoneyString,
});

/** POST /api/order/preview: every figure computed by the server; create must repeat its total. */
export const CheckoutPreview = Figures.extend({
  shops: z.array(
    Figures.extend({
      merchant_id: z.number().int(),
      merchant_name: z.string(),
      items: z.array(PreviewItem),
      /** When the shop's parcel is promised to arrive; null for card keys or without an address. */
      promise: DeliveryPromise.nullable(),
      /** The held voucher this order uses, if any. */
      voucher_used: CheckoutVoucher.nullable(),
      /** Every held voucher this order could use instead, most off first. */
      vouchers: z.array(CheckoutVoucher),
    }),
  ),
  /**
   * The chosen address, else the buyer's default one. Null when every item is virtual (card keys need no
   * address) or when the buyer has no address yet: create then refuses with `validation.addressRequired`.
   */
  address: PreviewAddress.nullable(),
  promo_code: z.string().nullable(),
  /** The most discount money this checkout may use. */
  discount_max: MoneyString,
});
export type CheckoutPreview = z.infer<typeof CheckoutPreview>;

/** POST /api/order/create: one order per shop, to be paid before `expires_at`. */
export const CreatedCheckout = z.object({
  checkout_sn: z.string(),
  orders: z.array(z.object({ id: z.number().int(), sn: z.string(), total: MoneyString })),
  total: MoneyString,
  expires_at: z.string(),
});
export type CreatedCheckout = z.infer<typeof CreatedCheckout>;

/** POST /api/order/pay: the orders paid, their sum and the balance left. */
export const PayResult = z.object({
  orders: z.array(z.object({ id: z.number().int(), sn: z.string(), status: z.enum(ORDER_STATUSES) })),
  paid: MoneyString,
  balance: MoneyString,
});
export type PayResult = z.infer<typeof PayResult>;

/** POST /api/order/promo_check: a usable code; `value` is a whole percent ("10") or an amount ("5.00"). */
export const PromoCheck = z.object({ code: z.string(), kind: z.enum(PROMO_KINDS), value: z.string() });
export type PromoCheck = z.infer<typeof PromoCheck>;

export const PeriodPurchases = z.object({
  period: z.enum(PURCHASE_LIMIT_PERIODS),
  limit: z.number().int(),
  bought: z.number().int(),
  left: z.number().int(),
  /** When this period ends and `left` is back to `limit` (ISO UTC; periods run in the platform's zone). */
  resets_at: z.string(),
});
export type PeriodPurchases = z.infer<typeof PeriodPurchases>;

/** GET /api/order/limit: per period with a limit, what the buyer bought and may still buy. */
export const PurchaseLimitHint = z.object({
  product_id: z.number().int(),
  periods: z.array(PeriodPurchases),
});
export type PurchaseLimitHint = z.infer<typeof PurchaseLimitHint>;

/** GET /api/order/limit: the buyer's purchase limit on one product. */
export const PurchaseLimitQuery = requestObject({
  product_id: z.coerce
    .number<number | string>({ error: 'errors.notFound' })
    .int({ error: 'errors.notFound' })
    .positive({ error: 'errors.notFound' }),
});
