import type { Kysely } from 'kysely';

// Product lists sort by sales (hot, comprehensive) within a category or a shop; these indexes let
// both dialects walk the order instead of sorting every product of a category.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('products_category_sales')
    .on('products')
    .columns(['category_id', 'status', 'sales', 'id'])
    .execute();
  await db.schema
    .createIndex('products_status_sales')
    .on('products')
    .columns(['status', 'sales', 'id'])
    .execute();
  await db.schema
    .createIndex('products_merchant_sales')
    .on('products')
    .columns(['merchant_id', 'status', 'sales', 'id'])
    .execute();
}
