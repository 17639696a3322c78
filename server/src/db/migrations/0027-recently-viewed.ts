import { type Kysely, PostgresAdapter } from 'kysely';

// Issue 38 items 1 and 2. A logged-in buyer's recently viewed products, one row per buyer and
// product (a view again moves it up), at most RECENTLY_VIEWED_KEPT each. Products bought or viewed
// together, one row per ordered pair and kind with how many checkouts or viewer-days held both. A
// pending sale names its order, so the fold that counts it also counts what was bought with it.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('recently_viewed')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'bigint', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('viewed_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('recently_viewed_pk', ['user_id', 'product_id'])
    .execute();
  await db.schema
    .createIndex('recently_viewed_newest')
    .on('recently_viewed')
    .columns(['user_id', 'viewed_at'])
    .execute();
  await db.schema
    .createTable('product_pairs')
    .addColumn('product_id', 'bigint', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('other_id', 'bigint', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('score', isPostgres ? 'bigint' : 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_pairs_pk', ['product_id', 'kind', 'other_id'])
    .execute();
  await db.schema
    .createIndex('product_pairs_best')
    .on('product_pairs')
    .columns(['product_id', 'kind', 'score'])
    .execute();
  // A counted view pairs with the viewer's other views that day.
  await db.schema
    .createIndex('product_views_viewer')
    .on('product_views')
    .columns(['viewer', 'day'])
    .execute();
  await db.schema.alterTable('sales_pending').addColumn('order_id', 'bigint').execute();
}
