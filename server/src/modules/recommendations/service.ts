import { TOGETHER_SHOWN } from '@crossbay/contract/recommendation-limits';
import type { TogetherAnswer, TogetherItem, TogetherQuery } from '@crossbay/contract/recommendations';
import type { Db } from '#server/db/connect.ts';
import type { Tx } from '#server/db/executor.ts';
import { inTransaction } from '#server/db/pipelined.ts';
import { toProductCard } from '#server/modules/catalog/service.ts';
import * as repo from './repo.ts';

// A view pairs with at most this many of the viewer's other views that day (a crawler's day of
// thousands would otherwise write thousands of pairs per view).
const VIEWS_PAIRED = 20;

/** Both ordered pairs of every two different products of each group, counted once per group. */
function pairsOf(groups: Iterable<Set<number>>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const group of groups) {
    for (const a of group) {
      for (const b of group) {
        if (a === b) continue;
        const key = `${a} ${b}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
    }
  }
  return counts;
}

/**
 * Called by the sales fold, in its transaction, with the orders whose sales it has just counted
 * (each once): the products of one checkout were bought together.
 */
export async function countBoughtTogether(tx: Tx, orderIds: number[]): Promise<void> {
  const baskets = new Map<string, Set<number>>();
  for (const row of await repo.basketsOf(tx, orderIds)) {
    const key = row.checkout_sn ?? `order ${row.order_id}`;
    baskets.set(key, (baskets.get(key) ?? new Set()).add(Number(row.product_id)));
  }
  await repo.addPairs(tx, 'bought', pairsOf(baskets.values()));
}

/** A counted view (the viewer's first of the product that day) pairs it with the viewer's other views that day. */
export async function countViewedTogether(
  db: Db,
  productId: number,
  viewer: string,
  day: string,
): Promise<void> {
  await inTransaction(db, async (tx) => {
    const others = await repo.viewedSameDay(tx, viewer, day, productId, VIEWS_PAIRED);
    const counts = new Map<string, number>();
    for (const other of others) {
      counts.set(`${productId} ${other}`, 1);
      counts.set(`${other} ${productId}`, 1);
    }
    await repo.addPairs(tx, 'viewed', counts);
  });
}

type Reason = TogetherItem['reason'];
type CardRow = Parameters<typeof toProductCard>[0];
const itemsOf = (rows: CardRow[], reason: Reason): TogetherItem[] =>
  rows.map((row) => ({ ...toProductCard(row), reason }));

/**
 * What to show beside `ids`: the products bought (or viewed) together with them most often. Bought
 * together is filled up to TOGETHER_SHOWN by the best sellers of their categories, or of the whole
 * shop when there are no ids (an empty bag or search). Only products on sale and in stock.
 */
export async function together(db: Db, { ids, kind }: TogetherQuery): Promise<TogetherAnswer> {
  const paired = ids.length === 0 ? [] : await repo.pairedWith(db, ids, kind, TOGETHER_SHOWN);
  const rows = await repo.cardsOf(db, paired);
  const byId = new Map(rows.map((row) => [Number(row.id), row]));
  const list = itemsOf(
    paired.flatMap((id) => byId.get(id) ?? []),
    kind,
  );
  if (kind === 'viewed' || list.length >= TOGETHER_SHOWN) return { list };
  const categories = ids.length === 0 ? null : await repo.categoriesOf(db, ids);
  if (categories?.length === 0) return { list };
  const exclude = [...ids, ...list.map((item) => item.id)];
  const more = await repo.bestSellers(db, categories, exclude, TOGETHER_SHOWN - list.length);
  return { list: [...list, ...itemsOf(more, categories ? 'category' : 'popular')] };
}
