import { type Insertable, sql } from 'kysely';
import type { DialectName } from '#server/db/connect.ts';
import type { Executor, Tx } from '#server/db/executor.ts';
import type { CardKeysTable } from '#server/db/schema.ts';

/**
 * Gives an order `quantity` unissued card keys of a product. PostgreSQL skips keys another
 * payment has locked; the conditional update makes a key go to one order only. Answers how many
 * were issued.
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
  const { rows } = await sql<{
    id: number;
  }>`select id from card_keys where product_id = ${productId} and order_id is null order by id limit ${quantity} ${lock}`.execute(
    tx,
  );
  if (rows.length === 0) return 0;
  const result = await tx
    .updateTable('card_keys')
    .set({ order_id: orderId, issued_at: now })
    .where(
      'id',
      'in',
      rows.map((r) => Number(r.id)),
    )
    .where('order_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function insertCardKeys(tx: Executor, keys: Insertable<CardKeysTable>[]): Promise<void> {
  await tx.insertInto('card_keys').values(keys).execute();
}
