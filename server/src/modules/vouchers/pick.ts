import { Codes } from '@crossbay/contract/codes';
import { formatCents } from '@crossbay/contract/money';
import { type CheckoutVoucher, type VoucherChoice, voucherSaving } from '@crossbay/contract/vouchers';
import { DomainError } from '#server/lib/domain-error.ts';

/** A voucher the buyer holds unused and unexpired. */
export type Held = {
  id: number;
  shopId: number | null;
  kind: 'fixed' | 'percent';
  value: number;
  minSpend: number;
  endsAt: string;
};

/** A shop's order as vouchers see it: its goods (what the minimum spend counts) and what is left after the promo. */
export type ShopGoods = { shopId: number; goods: number; afterPromo: number };

export type Picked = { held: Held; saving: number };

const fits = (held: Held, shop: ShopGoods) =>
  (held.shopId === null || held.shopId === shop.shopId) && shop.goods >= held.minSpend;
const savingOn = (held: Held, shop: ShopGoods) => voucherSaving(held.kind, held.value, shop.afterPromo);

/** Most off first; of equal savings the one that expires first, then the oldest. */
const better = (a: Picked, b: Picked) =>
  b.saving - a.saving || a.held.endsAt.localeCompare(b.held.endsAt) || a.held.id - b.held.id;

/**
 * The voucher each shop's order uses: the buyer's choice where he made one (null: none), else the one that
 * takes most off, each held voucher on one order at most (a platform voucher where it adds most over the
 * shop's own best). A choice that cannot be used is refused.
 */
export function pickVouchers(held: Held[], shops: ShopGoods[], choices: VoucherChoice[] = []) {
  const chosen = new Map<number, Picked>();
  const decided = new Set<number>();
  const taken = new Set<number>();
  for (const choice of choices) {
    const shop = shops.find((s) => s.shopId === choice.merchant_id);
    if (!shop || decided.has(shop.shopId)) throw new DomainError(Codes.VoucherInvalid);
    decided.add(shop.shopId);
    if (choice.voucher_id === null) continue;
    const voucher = held.find((h) => h.id === choice.voucher_id);
    if (!voucher || taken.has(voucher.id) || (voucher.shopId !== null && voucher.shopId !== shop.shopId))
      throw new DomainError(Codes.VoucherInvalid);
    if (shop.goods < voucher.minSpend) throw new DomainError(Codes.VoucherInvalid, 'errors.voucherMinSpend');
    taken.add(voucher.id);
    chosen.set(shop.shopId, { held: voucher, saving: savingOn(voucher, shop) });
  }
  // A shop's own vouchers fit its order alone: only the platform's are contended. Each shop order takes its
  // best own voucher, unless a platform voucher adds more over it; those go out by what they add, most first.
  const open = shops.filter((shop) => !decided.has(shop.shopId));
  const bestOf = (shop: ShopGoods, platform: boolean) =>
    held
      .filter((h) => (h.shopId === null) === platform && !taken.has(h.id) && fits(h, shop))
      .map((h) => ({ held: h, saving: savingOn(h, shop) }))
      .filter((p) => p.saving > 0)
      .sort(better);
  const own = new Map(open.map((shop) => [shop.shopId, bestOf(shop, false)[0]]));
  const gains = open
    .flatMap((shop) =>
      bestOf(shop, true).map((p) => ({
        ...p,
        shopId: shop.shopId,
        gain: p.saving - (own.get(shop.shopId)?.saving ?? 0),
      })),
    )
    .filter((c) => c.gain > 0)
    .sort((a, b) => b.gain - a.gain || better(a, b));
  for (const c of gains) {
    if (chosen.has(c.shopId) || taken.has(c.held.id)) continue;
    taken.add(c.held.id);
    chosen.set(c.shopId, { held: c.held, saving: c.saving });
  }
  for (const shop of open) {
    const best = own.get(shop.shopId);
    if (!chosen.has(shop.shopId) && best) {
      taken.add(best.held.id);
      chosen.set(shop.shopId, best);
    }
  }
  // What each order could use instead: the vouchers no other order uses.
  const options = new Map<number, Picked[]>();
  for (const shop of shops) {
    const others = new Set(
      [...chosen].filter(([shopId]) => shopId !== shop.shopId).map(([, p]) => p.held.id),
    );
    options.set(
      shop.shopId,
      held
        .filter((h) => !others.has(h.id) && fits(h, shop))
        .map((h) => ({ held: h, saving: savingOn(h, shop) }))
        .sort(better),
    );
  }
  return { chosen, options };
}

export function describePicked({ held, saving }: Picked): CheckoutVoucher {
  return {
    id: held.id,
    merchant_id: held.shopId,
    kind: held.kind,
    value: held.kind === 'fixed' ? formatCents(held.value) : String(held.value),
    min_spend: formatCents(held.minSpend),
    ends_at: held.endsAt,
    saving: formatCents(saving),
  };
}
