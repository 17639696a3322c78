import type { Kysely } from 'kysely';

// A spec may have a picture of its own (the product in that colour): the `sort` of one of its product's
// pictures, so choosing the spec can show it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('product_skus').addColumn('picture_sort', 'integer').execute();
}
