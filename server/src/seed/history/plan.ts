import { DAY, HOUR, MINUTE } from '#server/lib/clock.ts';
import { priceCheckout } from '#server/modules/orders/pricing.ts';
import { issueCardKeys } from '#server/seed/catalog/card-keys.ts';
import { seededRng } from '#server/seed/catalog/prng.ts';
import type { DemoCatalog, DemoProduct } from '#server/seed/catalog/types.ts';
import { DEMO_SETTINGS } from '#server/seed/demo-settings.ts';
import { quantity, weightedChooser } from './choose.ts';
import { DEMO_BUYER_PROFILES } from './demo-buyers.ts';
import { planSteps } from './order-steps.ts';
import type { DemoHistory, PlannedBuyer, PlannedLine, PlannedOrder } from './types.ts';

// Changing the seed or these numbers changes every count the demo shows (screenshots, e2e tests).
const historySeed = 20_251_123;
const WINDOW_DAYS = 240;
const VIRTUAL_SHARE = 0.12;
const SECOND_LINE_SHARE = 0.25;
const TOP_UP_STEP = 5_000;

const utcMonth = (at: number) => new Date(at).toISOString().slice(0, 7);

/**
 * The demo shop's past, decided before anything is written: who bought what when, what they thought of
 * it and which shops they follow. Instants are milliseconds before `now`, so every seed has the same
 * story relative to its own day; `seed/history/write.ts` plays it through the order services.
 */
export function planHistory(catalog: DemoCatalog, now: number): DemoHistory {
  const rng = seededRng(historySeed);
  const { products, shops } = catalog;
  const windowStart = now - WINDOW_DAYS * DAY;
  const listedAt = new Map(products.map((p) => [p.key, now - p.created_days_ago * DAY]));
  const shopOpened = new Map(shops.map((m) => [m.key, now - m.created_days_ago * DAY]));
  const slack = new Map(shops.map((m) => [m.key, rng.next() * 0.04]));
  const byKey = new Map(products.map((p) => [p.key, p]));
  const physical = products.filter((p) => !p.is_virtual);
  const cards = products.filter((p) => p.is_virtual);
  const byShop = new Map<string, DemoProduct[]>();
  for (const p of physical) byShop.set(p.shop_key, [...(byShop.get(p.shop_key) ?? []), p]);
  const categories = [...new Set(physical.map((p) => p.category))];
  const cardChooser = weightedChooser(cards, (p) => 0.05 + p.demand);

  const buyers: PlannedBuyer[] = DEMO_BUYER_PROFILES.map((profile) => ({
    profile,
    joined: now - rng.int(30, 700) * DAY - rng.int(0, 23) * HOUR,
  }));
  const orders: PlannedOrder[] = [];
  const follows: DemoHistory['follows'] = [];
  const views: DemoHistory['views'] = [];
  const sold = new Map<string, number[]>(products.map((p) => [p.key, p.skus.map(() => 0)]));

  for (const [buyer, { joined }] of buyers.entries()) {
    const liked = new Set(rng.shuffle(categories).slice(0, 3));
    const chooser = weightedChooser(physical, (p) => (0.04 + p.demand) * (liked.has(p.category) ? 4 : 1));
    const from = Math.max(joined + HOUR, windowStart);
    const count = Math.round(6 + rng.next() ** 1.6 * 56 * ((now - from) / (WINDOW_DAYS * DAY)));
    const instants = Array.from(
      { length: count },
      () => from + Math.floor(rng.next() * (now - 2 * HOUR - from)),
    )
      .sort((a, b) => a - b)
      // an hour between a buyer's checkouts keeps their bill rows in the order they happened
      .filter((at, i, all) => i === 0 || at - (all[i - 1] as number) >= HOUR);
    const cardMonths = new Set<string>();
    let balance = 0;
    const shopOrders = new Map<string, number>();
    const followed = new Set<string>();
    for (const placed of instants) {
      const listed = (p: DemoProduct) => (listedAt.get(p.key) as number) + DAY <= placed;
      const virtual = rng.chance(VIRTUAL_SHARE);
      const first = virtual
        ? cardChooser.pick(rng, (p) => listed(p) && !cardMonths.has(`${p.key}@${utcMonth(placed)}`))
        : chooser.pick(rng, listed);
      if (!first) continue;
      const lines: PlannedLine[] = [
        { product: first.key, sku: rng.int(0, first.skus.length - 1), quantity: virtual ? 1 : quantity(rng) },
      ];
      if (!virtual && rng.chance(SECOND_LINE_SHARE)) {
        const others = (byShop.get(first.shop_key) ?? []).filter((p) => p.key !== first.key && listed(p));
        const second =
          others.length > 0 ? weightedChooser(others, (p) => 0.04 + p.demand).pick(rng, () => true) : null;
        if (second)
          lines.push({
            product: second.key,
            sku: rng.int(0, second.skus.length - 1),
            quantity: quantity(rng),
          });
      }
      if (virtual) cardMonths.add(`${first.key}@${utcMonth(placed)}`);
      const total = priceOf(lines, byKey);
      // round sums, sometimes more than the order needs, as people top up
      const topUp =
        balance < total ? (Math.ceil((total - balance) / TOP_UP_STEP) + rng.int(0, 2)) * TOP_UP_STEP : 0;
      balance += topUp - total;
      const paid = placed + rng.int(1, 25) * MINUTE;
      const order: PlannedOrder = { buyer, virtual, placed, paid, total, topUp, lines };
      planSteps(order, first.is_virtual ? 'card' : first.category, slack.get(first.shop_key) ?? 0, rng, now);
      orders.push(order);
      for (const line of lines) {
        const units = sold.get(line.product) as number[];
        units[line.sku] = (units[line.sku] ?? 0) + line.quantity;
        views.push({ buyer, product: line.product, at: placed - rng.int(2, 90) * MINUTE });
        const earlier = placed - rng.int(1, 6) * DAY;
        if (rng.chance(0.35) && earlier >= (listedAt.get(line.product) as number))
          views.push({ buyer, product: line.product, at: earlier });
      }
      const shop = first.shop_key;
      const times = (shopOrders.get(shop) ?? 0) + 1;
      shopOrders.set(shop, times);
      const followAt = placed + rng.int(5, 3 * 24 * 60) * MINUTE;
      if (!followed.has(shop) && rng.chance(times === 1 ? 0.2 : 0.45) && followAt <= now) {
        followed.add(shop);
        follows.push({ buyer, shop: shop, at: followAt });
      }
    }
    // shops a buyer follows after browsing, without buying there yet
    for (let k = rng.int(0, 3); k > 0; k--) {
      const shop = rng.pick(shops);
      const opened = Math.max(shopOpened.get(shop.key) as number, from);
      if (followed.has(shop.key)) continue;
      followed.add(shop.key);
      follows.push({
        buyer,
        shop: shop.key,
        at: opened + Math.floor(rng.next() * (now - HOUR - opened)),
      });
    }
  }

  // looking without buying
  for (const product of products) {
    const listed = Math.max(listedAt.get(product.key) as number, windowStart);
    for (let k = 0; k < product.browsing; k++) {
      const buyer = rng.int(0, buyers.length - 1);
      const from = Math.max(listed, (buyers[buyer] as PlannedBuyer).joined);
      if (from < now - HOUR)
        views.push({ buyer, product: product.key, at: from + Math.floor(rng.next() * (now - HOUR - from)) });
    }
  }

  const issued = new Set(cards.flatMap((p) => p.card_keys.map((k) => k.number)));
  const soldKeys = new Map(
    cards.map((p) => [
      p.key,
      issueCardKeys(
        (sold.get(p.key) as number[]).reduce((a, b) => a + b, 0),
        rng,
        issued,
      ),
    ]),
  );
  orders.sort((a, b) => a.placed - b.placed);
  follows.sort((a, b) => a.at - b.at);
  return { buyers, orders, follows, views, sold, soldKeys };
}

function priceOf(lines: PlannedLine[], byKey: Map<string, DemoProduct>): number {
  const priced = lines.map((line) => {
    const product = byKey.get(line.product) as DemoProduct;
    const sku = product.skus[line.sku];
    if (!sku) throw new Error(`${line.product} has no SKU ${line.sku}`);
    return { shopId: 0, subtotal: sku.price_cents * line.quantity, isVirtual: product.is_virtual };
  });
  return priceCheckout(priced, DEMO_SETTINGS.freight, null, 0, { usable: 0, shareBasisPoints: 0 }).total;
}
