import type { ReviewBody } from '@crossbay/contract/after-sales';
import { Codes } from '@crossbay/contract/codes';
import type { OrderStatus } from '@crossbay/contract/order';
import type { Db } from '#server/db/connect.ts';
import type { Tx } from '#server/db/executor.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { canReview, ownOrder, transition } from '#server/modules/orders/lifecycle.ts';
import { catalogChanged } from '#server/modules/public-cache/catalog-changed.ts';
import { requireOwnUploads } from '#server/modules/uploads/service.ts';
import { insertReviews } from './repo.ts';

/**
 * One review of an order, written as one row per product it holds (the product pages and the shop's
 * favourable rate read them). Reviewing a received order completes it. The unique (order, product)
 * index makes a racing second review insert nothing, which refuses it.
 */
export async function addReview(db: Db, userId: number, body: ReviewBody): Promise<void> {
  await db.transaction().execute((tx) => writeReview(tx, userId, body));
  // The product's ratings and latest reviews, and the shop's favourable rate, moved.
  await catalogChanged(db);
}

/** The review's work inside the caller's transaction; `now` is when it was written (the demo history replays past ones). */
export async function writeReview(tx: Tx, userId: number, body: ReviewBody, now = nowIso()): Promise<void> {
  const order = await ownOrder(tx, userId, body.order_id);
  const earlier = await tx
    .selectFrom('reviews')
    .select('id')
    .where('order_id', '=', body.order_id)
    .executeTakeFirst();
  const status = order.status as OrderStatus;
  const reviewed = earlier !== undefined;
  if (!canReview(status, reviewed))
    throw new DomainError(
      Codes.OrderStateChanged,
      reviewed ? 'errors.alreadyReviewed' : 'errors.reviewNotAllowed',
    );
  await requireOwnUploads(tx, userId, body.pictures);
  if (status === 'received' && !(await transition(tx, body.order_id, 'review', {}, now)))
    throw new DomainError(Codes.OrderStateChanged);
  const products = await tx
    .selectFrom('order_items')
    .select('product_id')
    .distinct()
    .where('order_id', '=', body.order_id)
    .execute();
  const inserted = await insertReviews(
    tx,

    products.map((p) => ({
      order_id: body.order_id,
      product_id: Number(p.product_id),
      merchant_id: Number(order.merchant_id),
      user_id: userId,
      content: body.content,
      product_score: body.product_score,
      service_score: body.service_score,
      postage_score: body.postage_score,
      pictures: JSON.stringify(body.pictures),
      created_at: now,
    })),
  );
  if (inserted !== products.length) throw new DomainError(Codes.OrderStateChanged, 'errors.alreadyReviewed');
}
