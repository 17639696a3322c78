import type { Kysely } from 'kysely';

// Every sort a product list offers walks an index, on the whole catalogue, a category and a shop:
// newest first and price either way had none, and "comprehensive" (sales, then views) sorted every
// product of a sales figure by views, so each page sorted every matching product.
const SORTS = [
  ['newest', ['created_at']],
  ['price', ['price']],
  ['comprehensive', ['sales', 'views']],
] as const;
const SCOPES = [
  ['status', []],
  ['category', ['category_id']],
  ['merchant', ['merchant_id']],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [sort, column] of SORTS) {
    for (const [scope, leading] of SCOPES) {
      await db.schema
        .createIndex(`products_${scope}_${sort}`)
        .on('products')
        .columns([...leading, 'status', ...column, 'id'])
        .execute();
    }
  }
}
