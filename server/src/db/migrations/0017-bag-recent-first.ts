import type { Kysely } from 'kysely';

// The bag lists a buyer's lines most recently changed first (cart/service.ts): read in that order from
// an index instead of sorted on every look at the bag.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('cart_items_user_recent')
    .on('cart_items')
    .columns(['user_id', 'updated_at', 'id'])
    .execute();
}
