import { type CheckoutBody, itemsProblem, needsAddress } from '@crossbay/contract/checkout';
import { Codes } from '@crossbay/contract/codes';
import { formatCents } from '@crossbay/contract/money';
import { compiledOnce } from '#server/db/compiled-once.ts';
import type { Executor } from '#server/db/executor.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { settingsOf } from '#server/modules/platform/settings.ts';
import { type Promo, priceCheckout } from './pricing.ts';
import { purchasesInPeriods } from './purchase-limits.ts';
import { checkoutLines, findPromo, promoUsesBy } from './repo.ts';

export type Quote = Awaited<ReturnType<typeof quoteCheckout>>;

// Named columns, not `*`: a `*` statement is parsed and planned again at every checkout (preparing-client.ts).
const addressRow = compiledOnce((db, userId: number, addressId: number | undefined) => {
  const query = db
    .selectFrom('addresses')
    .select(['id', 'addressee', 'mobile', 'country', 'region', 'detail'])
    .where('user_id', '=', userId);
  return addressId === undefined ? query.where('is_default', '=', 1) : query.where('id', '=', addressId);
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

const QUOTE_SETTINGS = ['freight', 'bonus_max_share_basis_points', 'unpaid_limits'] as const;

const usableDiscount = compiledOnce((db, userId: number) =>
  db.selectFrom('users').select('bonus_usable').where('id', '=', userId),
);

/**
 * What a quote decides on, read at once (one round trip on a pipelined view): the lines, the address it may
 * need (the buyer's choice, else their default), the settings, and the buyer's discount money unless
 * `forOrder`, whose caller read it under the buyer's lock, as it reads these; the lines then also carry the
 * units the buyer holds unpaid.
 */
export async function readQuoteFacts(tx: Executor, userId: number, body: CheckoutBody, forOrder: boolean) {
  const skuIds = body.items.map((i) => i.sku_id);
  if (new Set(skuIds).size !== skuIds.length)
    throw new DomainError(Codes.ValidationFailed, 'validation.itemsRepeated');
  const [rows, [address], settings, [buyer]] = await Promise.all([
    checkoutLines(tx, skuIds, forOrder ? userId : undefined),
    addressRow(tx, userId, body.address_id),
    settingsOf(tx, QUOTE_SETTINGS),
    forOrder ? [] : usableDiscount(tx, userId),
  ]);
  return { rows, address, settings, bonusUsable: buyer ? Number(buyer.bonus_usable) : undefined };
}

export type QuoteFacts = Awaited<ReturnType<typeof readQuoteFacts>>;

/**
 * spec §5 and the issue: every figure recomputed from the database (`facts`, read by `readQuoteFacts`),
 * every rule checked but the unpaid limits, which only creating an order needs (`createOrders`). Creating
 * passes the discount money it read with the buyer's lock.
 */
export async function quoteCheckout(
  tx: Executor,
  userId: number,
  body: CheckoutBody,
  facts: QuoteFacts,
  now = new Date(),
  bonusUsable = facts.bonusUsable ?? 0,
) {
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
      unpaidUnits: Number(row.unpaid_units ?? 0),
    };
  });
  const kinds = lines.map((l) => ({ is_virtual: l.isVirtual }));
  const problem = itemsProblem(kinds);
  if (problem) throw new DomainError(Codes.ValidationFailed, problem);
  // None yet is no reason not to price the goods (create needs one); an address named and not the buyer's is.
  const address = needsAddress(kinds) ? (facts.address ?? null) : null;
  if (address === null && needsAddress(kinds) && body.address_id !== undefined)
    throw new DomainError(Codes.NotFound);

  for (const line of lines.filter((l) => l.isVirtual)) {
    for (const { period, limit, bought, left } of await purchasesInPeriods(
      tx,
      userId,
      line.productId,
      line.limits,
      now,
    )) {
      if (bought + line.quantity > limit) {
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
  const cap = { usable: bonusUsable, shareBasisPoints: share };
  const max = priceCheckout(lines, freight, promo as Promo | null, Number.MAX_SAFE_INTEGER, cap).bonus;
  if ((body.discount ?? 0) > max)
    throw new DomainError(Codes.ValidationFailed, 'validation.discountTooMuch', {
      vars: { max: formatCents(max) },
    });
  const priced = priceCheckout(lines, freight, promo as Promo | null, body.discount ?? 0, cap);
  return { lines, address, promo, priced, bonusMax: max, unpaidLimits: settings.unpaid_limits };
}
