import { PLACE_FIELDS } from '@crossbay/contract/address-countries';
import { type CheckoutBody, itemsProblem, needsAddress } from '@crossbay/contract/checkout';
import { Codes } from '@crossbay/contract/codes';
import type { PromiseDays } from '@crossbay/contract/delivery-promise';
import { formatCents } from '@crossbay/contract/money';
import { compiledOnce } from '#server/db/compiled-once.ts';
import type { Executor } from '#server/db/executor.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { settingsOf } from '#server/modules/platform/settings.ts';
import { promiseDays, type TransitRows, transitDays } from '#server/modules/shops/delivery.ts';
import { type Held, pickVouchers, usableVouchersOf } from '#server/modules/vouchers/service.ts';
import { type Promo, priceCheckout } from './pricing.ts';
import { purchasesInPeriods } from './purchase-limits.ts';
import {
  type CheckoutBuyer,
  checkoutLines,
  findPromo,
  promoUsesBy,
  readCheckoutBuyers,
  unpaidUnitsOf,
} from './repo.ts';
import { judgeUnpaidHold } from './unpaid-limits.ts';

export type Quote = Awaited<ReturnType<typeof quoteCheckout>>;

// Named columns, not `*`: a `*` statement is parsed and planned again at every checkout (preparing-client.ts).
// Each buyer's default address, and the addresses checkouts name (whose owner the caller checks).
const addressRows = compiledOnce((db, userIds: number[], addressIds: number[]) => {
  const query = db
    .selectFrom('addresses')
    .select(['id', 'user_id', 'is_default', 'addressee', 'mobile', 'country', ...PLACE_FIELDS])
    .where('user_id', 'in', userIds);
  return addressIds.length === 0
    ? query.where('is_default', '=', 1)
    : query.where((eb) => eb.or([eb('is_default', '=', 1), eb('id', 'in', addressIds)]));
});

/** A promo code the buyer may use on these goods now, or a PromoInvalid error. */
export async function usablePromo(
  db: Executor,
  userId: number,
  code: string,
  goodsByShop: Map<number, number>,
  now = new Date(),
) {
  const promo = await findPromo(db, code);
  const iso = now.toISOString();
  if (!promo || promo.starts_at > iso || promo.ends_at <= iso) throw new DomainError(Codes.PromoInvalid);
  const eligible =
    promo.merchant_id === null
      ? [...goodsByShop.values()].reduce((a, b) => a + b, 0)
      : (goodsByShop.get(Number(promo.merchant_id)) ?? 0);
  if (eligible === 0 || eligible < Number(promo.min_spend))
    throw new DomainError(Codes.PromoInvalid, 'errors.promoMinSpend');
  if (promo.total_limit !== null && Number(promo.used_count) >= promo.total_limit)
    throw new DomainError(Codes.PromoInvalid, 'errors.promoUsedUp');
  if (
    promo.per_user_limit !== null &&
    (await promoUsesBy(db, Number(promo.id), userId)) >= promo.per_user_limit
  ) {
    throw new DomainError(Codes.PromoInvalid, 'errors.promoUsedUp');
  }
  return {
    id: Number(promo.id),
    code: promo.code,
    kind: promo.kind,
    value: Number(promo.value),
    shopId: promo.merchant_id === null ? null : Number(promo.merchant_id),
  };
}

const QUOTE_SETTINGS = [
  'freight',
  'bonus_max_share_basis_points',
  'unpaid_limits',
  'purchase_limit_time_zone',
] as const;

/** A buyer's checkout to quote: who asks, and what. */
export type Asked = { userId: number; body: CheckoutBody };

/**
 * What quotes decide on, for several checkouts at once (one round trip on a pipelined view, each read one
 * statement whatever their number): the lines with the units each buyer holds unpaid, the address each may
 * need (the buyer's choice, else their default), the settings, and each buyer's money and unpaid orders.
 * A checkout reads them under the buyers' locks.
 */
export async function readQuoteFactsOfEach(tx: Executor, asked: Asked[]): Promise<QuoteFacts[]> {
  const userIds = [...new Set(asked.map((a) => a.userId))];
  const skuIds = [...new Set(asked.flatMap((a) => a.body.items.map((i) => i.sku_id)))];
  const addressIds = [
    ...new Set(asked.flatMap((a) => (a.body.address_id === undefined ? [] : [a.body.address_id]))),
  ];
  const [rows, addresses, settings, unpaid, buyers, transit, vouchers] = await Promise.all([
    checkoutLines(tx, skuIds),
    addressRows(tx, userIds, addressIds),
    settingsOf(tx, QUOTE_SETTINGS),
    unpaidUnitsOf(tx, userIds),
    readCheckoutBuyers(tx, userIds),
    transitDays(tx),
    usableVouchersOf(tx, userIds, nowIso()),
  ]);
  return asked.map(({ userId, body }) => {
    const own = addresses.filter((a) => Number(a.user_id) === userId);
    const chosen = body.address_id;
    return {
      rows: rows
        .filter((r) => body.items.some((i) => i.sku_id === Number(r.sku_id)))
        .map((r) => ({ ...r, unpaid_units: unpaid.get(`${userId}:${r.product_id}`) ?? 0 })),
      address: own.find((a) => (chosen === undefined ? Number(a.is_default) === 1 : Number(a.id) === chosen)),
      settings,
      buyer: buyers.get(userId),
      transit,
      vouchers: vouchers.get(userId) ?? [],
    };
  });
}

/** `readQuoteFactsOfEach` of one checkout. */
export async function readQuoteFacts(tx: Executor, userId: number, body: CheckoutBody) {
  const [facts] = await readQuoteFactsOfEach(tx, [{ userId, body }]);
  return facts as QuoteFacts;
}

type LineRow = Awaited<ReturnType<typeof checkoutLines>>[number] & { unpaid_units: number };
type AddressRow = Awaited<ReturnType<typeof addressRows>>[number];

export type QuoteFacts = {
  rows: LineRow[];
  address: AddressRow | undefined;
  settings: Awaited<ReturnType<typeof settingsOf<(typeof QUOTE_SETTINGS)[number]>>>;
  buyer: CheckoutBuyer | undefined;
  transit: TransitRows;
  /** The buyer's vouchers unused and unexpired. */
  vouchers: Held[];
};

/**
 * spec §5 and the issue: every figure recomputed from the database (`facts`, read by `readQuoteFacts`),
 * every rule checked but the price the buyer saw and the unpaid hold (`unpaidHoldOf`), which the preview
 * judges after it and the create after the price.
 */
export async function quoteCheckout(
  tx: Executor,
  userId: number,
  body: CheckoutBody,
  facts: QuoteFacts,
  now = new Date(),
) {
  const buyer = facts.buyer;
  if (!buyer) throw new DomainError(Codes.NotFound);
  const skuIds = body.items.map((i) => i.sku_id);
  if (new Set(skuIds).size !== skuIds.length)
    throw new DomainError(Codes.ValidationFailed, 'validation.itemsRepeated');
  const { rows, settings } = facts;
  const lines = body.items.map((item) => {
    const row = rows.find((r) => Number(r.sku_id) === item.sku_id);
    if (row?.status !== 'on_sale' || row.merchant_status !== 'open')
      throw new DomainError(Codes.ProductOffSale);
    if (Number(row.stock) < item.quantity)
      throw new DomainError(Codes.OutOfStock, undefined, { vars: { name: row.name } });
    const unitPrice = Number(row.price);
    return {
      skuId: Number(row.sku_id),
      productId: Number(row.product_id),
      shopId: Number(row.merchant_id),
      shopName: row.merchant_name,
      name: row.name,
      spec: row.spec,
      image: row.image ?? null,
      unitPrice,
      quantity: item.quantity,
      subtotal: unitPrice * item.quantity,
      isVirtual: Number(row.is_virtual) === 1,
      limits: { day: row.limit_day, week: row.limit_week, month: row.limit_month },
      unpaidUnits: Number(row.unpaid_units),
      handlingDays: Number(row.handling_days),
    };
  });
  const kinds = lines.map((l) => ({ is_virtual: l.isVirtual }));
  const problem = itemsProblem(kinds);
  if (problem) throw new DomainError(Codes.ValidationFailed, problem);
  // None yet is no reason not to price the goods (create needs one); an address named and not the buyer's is.
  const address = needsAddress(kinds) ? (facts.address ?? null) : null;
  if (address === null && needsAddress(kinds) && body.address_id !== undefined)
    throw new DomainError(Codes.NotFound);

  const virtual = lines.filter((l) => l.isVirtual);
  const counted = await Promise.all(
    virtual.map((line) =>
      purchasesInPeriods(tx, userId, line.productId, line.limits, now, settings.purchase_limit_time_zone),
    ),
  );
  // Two specs of one card-key product in one checkout count together against its limits.
  const orderedOf = (productId: number) =>
    virtual.reduce((sum, l) => sum + (l.productId === productId ? l.quantity : 0), 0);
  for (const [n, line] of virtual.entries()) {
    for (const { period, limit, bought, left } of counted[n] ?? []) {
      if (bought + orderedOf(line.productId) > limit) {
        throw new DomainError(Codes.PurchaseLimitReached, `errors.purchaseLimit.${period}`, {
          vars: { limit, left },
        });
      }
    }
  }

  const goodsByShop = new Map<number, number>();
  for (const l of lines) goodsByShop.set(l.shopId, (goodsByShop.get(l.shopId) ?? 0) + l.subtotal);
  const promo = body.promo_code ? await usablePromo(tx, userId, body.promo_code, goodsByShop, now) : null;
  const { freight, bonus_max_share_basis_points: share } = settings;
  const cap = { usable: buyer.bonusUsable, shareBasisPoints: share };
  // Each shop's voucher is picked on its goods after the promo's share (docs/decisions/0114).
  const beforeVouchers = priceCheckout(lines, freight, promo as Promo | null, 0, cap);
  const vouchers = pickVouchers(
    facts.vouchers.filter((v) => v.endsAt > now.toISOString()),
    beforeVouchers.shops.map((s) => ({ shopId: s.shopId, goods: s.goods, afterPromo: s.goods - s.promo })),
    body.vouchers,
  );
  const savings = new Map([...vouchers.chosen].map(([shopId, p]) => [shopId, p.saving]));
  const max = priceCheckout(
    lines,
    freight,
    promo as Promo | null,
    Number.MAX_SAFE_INTEGER,
    cap,
    savings,
  ).bonus;
  if ((body.discount ?? 0) > max)
    throw new DomainError(Codes.ValidationFailed, 'validation.discountTooMuch', {
      vars: { max: formatCents(max) },
    });
  const priced = priceCheckout(lines, freight, promo as Promo | null, body.discount ?? 0, cap, savings);
  // Each shop's parcel is promised in its handling days and the transit days to the address's country.
  const promised = new Map<number, PromiseDays>();
  if (address)
    for (const line of lines)
      if (!line.isVirtual)
        promised.set(line.shopId, promiseDays(facts.transit, line.handlingDays, address.country));
  return {
    lines,
    address,
    promo,
    priced,
    vouchers,
    bonusMax: max,
    unpaidLimits: settings.unpaid_limits,
    buyer,
    promiseDays: promised,
  };
}

/** Whether the quoted checkout is funded, or the unpaid limit it breaks (unpaid-limits.ts). */
export function unpaidHoldOf(quote: Quote): { funded: boolean } {
  return judgeUnpaidHold(quote.unpaidLimits, quote.buyer, {
    total: quote.priced.total,
    orders: quote.priced.shops.length,
    lines: quote.lines,
  });
}
