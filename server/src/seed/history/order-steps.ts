import type { CategorySlug } from '@crossbay/contract/catalog';
import { DAY, HOUR, MINUTE } from '#server/lib/clock.ts';
import type { Rng } from '#server/seed/catalog/prng.ts';
import { reviewText } from './review-texts.ts';
import type { PlannedOrder } from './types.ts';

const REVIEW_SHARE = { physical: 0.62, virtual: 0.35 };
const BUYER_CONFIRMS_SHARE = 0.8;
// the sweeps' defaults (config ORDER_AUTO_RECEIVE_DAYS, ORDER_AUTO_COMPLETE_DAYS)
const AUTO_RECEIVE = 10 * DAY;
const AUTO_COMPLETE = 7 * DAY;
// carrier and the way its tracking numbers start
const CARRIERS = [
  ['SF Express', 'SF'],
  ['DHL eCommerce', 'GM'],
  ['YunExpress', 'YT'],
  ['Cainiao', 'LP'],
  ['J&T Express', 'JT'],
  ['UPS', '1Z'],
] as const;

// Mostly fours and fives; a shop's own slack makes more of the low ones.
function drawScores(rng: Rng, slack: number) {
  const r = rng.next();
  const low = slack / 3;
  const product =
    r < 0.01 + low ? 1 : r < 0.025 + 2 * low ? 2 : r < 0.05 + 3 * low ? 3 : r < 0.3 + 3 * low ? 4 : 5;
  const near = (score: number) => Math.min(5, Math.max(1, score + rng.pick([-1, 0, 0, 0, 0, 1])));
  return { product_score: product, service_score: near(product), postage_score: near(product) };
}

function shipment(rng: Rng): { company: string; tracking: string } {
  const [company, prefix] = rng.pick(CARRIERS);
  return { company, tracking: `${prefix}${String(rng.int(1e9, 1e10 - 1))}${rng.pick(['CN', 'HK', 'SG'])}` };
}

/**
 * What happened to a paid order up to `now`: shipped, received (by the buyer, or by the sweep after
 * ten days), reviewed, or completed by the sweep seven days after receipt. A card-key order completes
 * at payment and may be reviewed.
 */
export function planSteps(
  order: PlannedOrder,
  kind: CategorySlug | 'card',
  slack: number,
  rng: Rng,
  now: number,
): void {
  const scores = drawScores(rng, slack);
  const content = reviewText(kind, scores.product_score, scores.service_score, rng);
  const writeReview = (after: number, within: number, share: number) => {
    const at = after + rng.int(10, Math.floor(within / MINUTE)) * MINUTE;
    if (rng.chance(share) && at <= now) order.review = { at, ...scores, content };
  };
  if (order.virtual) writeReview(order.paid, 3 * DAY, REVIEW_SHARE.virtual);
  else {
    const shippedAt = order.paid + rng.int(3, 72) * HOUR;
    const byBuyer = rng.chance(BUYER_CONFIRMS_SHARE);
    const receivedAt = byBuyer
      ? shippedAt + rng.int(3 * 24, 9 * 24) * HOUR
      : shippedAt + AUTO_RECEIVE + rng.int(1, 59) * MINUTE;
    const carrier = shipment(rng);
    if (shippedAt <= now) order.shipped = { at: shippedAt, ...carrier };
    if (order.shipped && receivedAt <= now)
      order.received = { at: receivedAt, by: byBuyer ? 'buyer' : 'sweep' };
    if (order.received) writeReview(receivedAt, 6 * DAY, REVIEW_SHARE.physical);
    const completeAt = receivedAt + AUTO_COMPLETE + rng.int(1, 59) * MINUTE;
    if (order.received && !order.review && completeAt <= now) order.completedBySweep = completeAt;
  }
}
