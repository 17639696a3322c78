import type { CategorySlug } from '@crossbay/contract/catalog';
import { DAY, HOUR, MINUTE } from '../../lib/clock.ts';
import { priceCheckout } from '../../modules/orders/pricing.ts';
import { issueCardKeys } from '../catalogue/card-keys.ts';
import { type Rng, seededRng } from '../catalogue/prng.ts';
import type { CardKey, DemoCatalogue, DemoProduct } from '../catalogue/types.ts';
import { DEMO_SETTINGS } from '../demo-settings.ts';
import { DEMO_BUYER_PROFILES, type DemoBuyerProfile } from './demo-buyers.ts';
import { reviewText } from './review-texts.ts';

// Changing the seed or these numbers changes every count the demo shows (screenshots, e2e tests).
const historySeed = 20_251_123;
const WINDOW_DAYS = 240;
const VIRTUAL_SHARE = 0.12;
const SECOND_LINE_SHARE = 0.25;
const REVIEW_SHARE = { physical: 0.62, virtual: 0.35 };
const BUYER_CONFIRMS_SHARE = 0.8;
const AUTO_RECEIVE = 10 * DAY;
const AUTO_COMPLETE = 7 * DAY;
const TOP_UP_STEP = 5_000;
const CARRIERS = ['SF Express', 'DHL eCommerce', 'YunExpress', 'Cainiao', 'J&T Express', 'UPS'];

export type PlannedLine = { product: string; sku: number; quantity: number };
export type PlannedReview = {
  at: number;
  product_score: number;
  service_score: number;
  postage_score: number;
  content: string;
};
/** One checkout at one shop and what happened to it up to now; a step still in the future is absent. */
export type PlannedOrder = {
  buyer: number;
  virtual: boolean;
  placed: number;
  paid: number;
  // what the checkout costs, priced as the server prices it; money added first when the balance is short
  total: number;
  topUp: number;
  shipped?: { at: number; company: string; tracking: string };
  received?: { at: number; by: 'buyer' | 'sweep' };
  review?: PlannedReview;
  completedBySweep?: number;
  lines: PlannedLine[];
};
export type PlannedBuyer = { profile: DemoBuyerProfile; joined: number };
export type DemoHistory = {
  buyers: PlannedBuyer[];
  orders: PlannedOrder[];
  follows: { buyer: number; merchant: string; at: number }[];
  views: { buyer: number; product: string; at: number }[];
  // units sold per product, per SKU in the catalogue's order: the seed stocks these on top
  sold: Map<string, number[]>;
  // the card keys the history sells, beyond the catalogue's unsold ones
  soldKeys: Map<string, CardKey[]>;
};

type Chooser = { pick: (rng: Rng, accept: (p: DemoProduct) => boolean) => DemoProduct | null };

function weightedChooser(products: DemoProduct[], weight: (p: DemoProduct) => number): Chooser {
  const cumulative: number[] = [];
  let sum = 0;
  for (const p of products) {
    sum += weight(p);
    cumulative.push(sum);
  }
  return {
    pick(rng, accept) {
      for (let attempt = 0; attempt < 12; attempt++) {
        const target = rng.next() * sum;
        const index = cumulative.findIndex((c) => c > target);
        const product = products[index === -1 ? products.length - 1 : index];
        if (product && accept(product)) return product;
      }
      return null;
    },
  };
}

const kindOf = (p: DemoProduct): CategorySlug | 'card' => (p.is_virtual ? 'card' : p.category);

// Mostly fours and fives; a shop's own slack makes more of the low ones.
function drawScores(rng: Rng, slack: number) {
  const r = rng.next();
  const low = slack / 3;
  const product =
    r < 0.01 + low ? 1 : r < 0.025 + 2 * low ? 2 : r < 0.05 + 3 * low ? 3 : r < 0.3 + 3 * low ? 4 : 5;
  const near = (score: number) => Math.min(5, Math.max(1, score + rng.pick([-1, 0, 0, 0, 0, 1])));
  return { product_score: product, service_score: near(product), postage_score: near(product) };
}

function trackingNumber(rng: Rng): string {
  return `${rng.pick(['SF', 'JD', 'YT', 'LP', 'CN'])}${String(rng.int(1e9, 1e10 - 1))}${rng.pick(['CN', 'HK', 'SG'])}`;
}

const utcMonth = (at: number) => new Date(at).toISOString().slice(0, 7);

/**
 * The demo shop's past, decided before anything is written: who bought what when, what they thought of
 * it and which shops they follow. Instants are milliseconds before `now`, so every seed has the same
 * story relative to its own day; `seed/history/write.ts` plays it through the order services.
 */
export function planHistory(catalogue: DemoCatalogue, now: number): DemoHistory {
  const rng = seededRng(historySeed);
  const { products, merchants } = catalogue;
  const windowStart = now - WINDOW_DAYS * DAY;
  const listedAt = new Map(products.map((p) => [p.key, now - p.created_days_ago * DAY]));
  const shopOpened = new Map(merchants.map((m) => [m.key, now - m.created_days_ago * DAY]));
  const slack = new Map(merchants.map((m) => [m.key, rng.next() * 0.04]));
  const byKey = new Map(products.map((p) => [p.key, p]));
  const physical = products.filter((p) => !p.is_virtual);
  const cards = products.filter((p) => p.is_virtual);
  const byShop = new Map<string, DemoProduct[]>();
  for (const p of physical) byShop.set(p.merchant_key, [...(byShop.get(p.merchant_key) ?? []), p]);
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
        const others = (byShop.get(first.merchant_key) ?? []).filter((p) => p.key !== first.key && listed(p));
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
      const scores = drawScores(rng, slack.get(first.merchant_key) ?? 0);
      const content = reviewText(kindOf(first), scores.product_score, scores.service_score, rng);
      const writeReview = (after: number, within: number, share: number) => {
        const at = after + rng.int(10, Math.floor(within / MINUTE)) * MINUTE;
        if (rng.chance(share) && at <= now) order.review = { at, ...scores, content };
      };
      if (virtual) writeReview(order.paid, 3 * DAY, REVIEW_SHARE.virtual);
      else {
        const shippedAt = order.paid + rng.int(3, 72) * HOUR;
        const byBuyer = rng.chance(BUYER_CONFIRMS_SHARE);
        const receivedAt = byBuyer
          ? shippedAt + rng.int(3 * 24, 9 * 24) * HOUR
          : shippedAt + AUTO_RECEIVE + rng.int(1, 59) * MINUTE;
        const company = rng.pick(CARRIERS);
        const tracking = trackingNumber(rng);
        if (shippedAt <= now) order.shipped = { at: shippedAt, company, tracking };
        if (order.shipped && receivedAt <= now)
          order.received = { at: receivedAt, by: byBuyer ? 'buyer' : 'sweep' };
        if (order.received) writeReview(receivedAt, 6 * DAY, REVIEW_SHARE.physical);
        const completeAt = receivedAt + AUTO_COMPLETE + rng.int(1, 59) * MINUTE;
        if (order.received && !order.review && completeAt <= now) order.completedBySweep = completeAt;
      }
      orders.push(order);
      for (const line of lines) {
        const units = sold.get(line.product) as number[];
        units[line.sku] = (units[line.sku] ?? 0) + line.quantity;
        views.push({ buyer, product: line.product, at: placed - rng.int(2, 90) * MINUTE });
        const earlier = placed - rng.int(1, 6) * DAY;
        if (rng.chance(0.35) && earlier >= (listedAt.get(line.product) as number))
          views.push({ buyer, product: line.product, at: earlier });
      }
      const shop = first.merchant_key;
      const times = (shopOrders.get(shop) ?? 0) + 1;
      shopOrders.set(shop, times);
      const followAt = placed + rng.int(5, 3 * 24 * 60) * MINUTE;
      if (!followed.has(shop) && rng.chance(times === 1 ? 0.2 : 0.45) && followAt <= now) {
        followed.add(shop);
        follows.push({ buyer, merchant: shop, at: followAt });
      }
    }
    // shops a buyer follows after browsing, without buying there yet
    for (let k = rng.int(0, 3); k > 0; k--) {
      const shop = rng.pick(merchants);
      const opened = Math.max(shopOpened.get(shop.key) as number, from);
      if (followed.has(shop.key)) continue;
      followed.add(shop.key);
      follows.push({
        buyer,
        merchant: shop.key,
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

function quantity(rng: Rng): number {
  const r = rng.next();
  return r < 0.8 ? 1 : r < 0.95 ? 2 : 3;
}

function priceOf(lines: PlannedLine[], byKey: Map<string, DemoProduct>): number {
  const priced = lines.map((line) => {
    const product = byKey.get(line.product) as DemoProduct;
    const sku = product.skus[line.sku];
    if (!sku) throw new Error(`${line.product} has no SKU ${line.sku}`);
    return { merchantId: 0, subtotal: sku.price_cents * line.quantity, isVirtual: product.is_virtual };
  });
  return priceCheckout(priced, DEMO_SETTINGS.freight, null, 0, { usable: 0, shareBasisPoints: 0 }).total;
}
