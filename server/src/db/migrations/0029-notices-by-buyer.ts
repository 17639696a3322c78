import type { Kysely } from 'kysely';

// A buyer's notices by id: the live feed reads those after the last one sent (notices/feed.ts), and the list
// a buyer's own; before, both read every notice of the shop.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('notices_user_id').on('notices').columns(['user_id', 'id']).execute();
}
