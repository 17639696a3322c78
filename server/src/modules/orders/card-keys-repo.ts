import { type Insertable, sql } from 'kysely';
import type { DialectName } from '#server/db/connect.ts';
import type { Executor, Tx } from '#server/db/executor.ts';
import type { CardKeysTable } from '#server/db/schema.ts';

/**
 * Gives an order `quantity` unissued card keys of a product, in one statement. PostgreSQL skips keys
 * another payment has locked; the conditional update makes a key go to one order only. Answers how
 * many were issued.
 */
export async function issueCardKeys(
  tx: Tx,
  dialect: DialectName,
  productId: number,
  orderId: number,
  quantity: number,
  now: string,
): Promise<number> {
  const lock = dialect === 'postgres' ? sql`for update skip locked` : sql``;
  // The keys are picked in a WITH, which runs once; inside `id in (…)` PostgreSQL may run it again.
  const result = await sql`with picked as (select id from card_keys
      where product_id = ${productId} and order_id is null order by id limit ${quantity} ${lock})
    update card_keys set order_id = ${orderId}, issued_at = ${now}
    from picked where card_keys.id = picked.id and card_keys.order_id is null`.execute(tx);
  return Number(result.numAffectedRows ?? 0);
}

export async function insertCardKeys(tx: Executor, keys: Insertable<CardKeysTable>[]): Promise<void> {
  await tx.insertInto('card_keys').values(keys).execute();
}
