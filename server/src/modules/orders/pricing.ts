// Pure money arithmetic of a checkout, in integer cents: freight per shop, a promo code's discount
// and discount money, each shared among the shop orders in proportion to their goods, and each shop
// order's voucher (taken off that order alone, after the promo).

export type Line = { shopId: number; subtotal: number; isVirtual: boolean };
export type FreightRule = { flat_cents: number; free_over_cents: number };
export type Promo = { kind: 'percent' | 'fixed'; value: number; shopId: number | null };

export type ShopTotals = {
  shopId: number;
  goods: number;
  freight: number;
  promo: number;
  voucher: number;
  bonus: number;
  total: number;
};

/** Splits `amount` over `weights` by largest remainder, so the parts add up exactly. */
export function shareOut(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0 || amount === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / sum);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((e, i) => [e - Math.floor(e), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left === 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

export function freightFor(goods: number, allVirtual: boolean, rule: FreightRule): number {
  if (allVirtual || goods >= rule.free_over_cents) return 0;
  return rule.flat_cents;
}

/** A promo's discount on the goods it applies to: percent is whole percent, fixed is cents; never above the goods. */
export function promoDiscount(promo: Promo, eligibleGoods: number): number {
  const raw = promo.kind === 'percent' ? Math.floor((eligibleGoods * promo.value) / 100) : promo.value;
  return Math.min(raw, eligibleGoods);
}

export function priceCheckout(
  lines: Line[],
  rule: FreightRule,
  promo: Promo | null,
  bonusWanted: number,
  bonusCap: { usable: number; shareBasisPoints: number },
  voucherOf: ReadonlyMap<number, number> = new Map(),
): Omit<ShopTotals, 'shopId'> & { shops: ShopTotals[] } {
  const shopIds = [...new Set(lines.map((l) => l.shopId))];
  const goodsOf = shopIds.map((m) => lines.filter((l) => l.shopId === m).reduce((a, l) => a + l.subtotal, 0));
  const freightOf = shopIds.map((m, i) =>
    freightFor(
      goodsOf[i] ?? 0,
      lines.filter((l) => l.shopId === m).every((l) => l.isVirtual),
      rule,
    ),
  );
  const eligible = shopIds.map((m, i) =>
    promo && (promo.shopId === null || promo.shopId === m) ? (goodsOf[i] ?? 0) : 0,
  );
  const promoTotal = promo
    ? promoDiscount(
        promo,
        eligible.reduce((a, b) => a + b, 0),
      )
    : 0;
  const promoOf = shareOut(promoTotal, eligible);
  const goods = goodsOf.reduce((a, b) => a + b, 0);
  const afterPromo = goodsOf.map((g, i) => g - (promoOf[i] ?? 0));
  const voucherOfShop = shopIds.map((m, i) => Math.min(voucherOf.get(m) ?? 0, afterPromo[i] ?? 0));
  const afterVoucher = afterPromo.map((g, i) => g - (voucherOfShop[i] ?? 0));
  const voucherTotal = voucherOfShop.reduce((a, b) => a + b, 0);
  const bonusLimit = Math.min(
    bonusCap.usable,
    Math.floor((goods * bonusCap.shareBasisPoints) / 10_000),
    goods - promoTotal - voucherTotal,
  );
  const bonusTotal = Math.max(0, Math.min(bonusWanted, bonusLimit));
  const bonusOf = shareOut(bonusTotal, afterVoucher);
  const shops = shopIds.map((shopId, i) => {
    const shop = {
      shopId,
      goods: goodsOf[i] ?? 0,
      freight: freightOf[i] ?? 0,
      promo: promoOf[i] ?? 0,
      voucher: voucherOfShop[i] ?? 0,
      bonus: bonusOf[i] ?? 0,
    };
    return { ...shop, total: shop.goods + shop.freight - shop.promo - shop.voucher - shop.bonus };
  });
  const sum = (key: keyof ShopTotals) => shops.reduce((a, s) => a + s[key], 0);
  return {
    shops,
    goods,
    freight: sum('freight'),
    promo: promoTotal,
    voucher: voucherTotal,
    bonus: bonusTotal,
    total: sum('total'),
  };
}
