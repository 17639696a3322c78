import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

// A buyer saves products to a wishlist (/heart). One row per buyer and product; the id
// orders the list newest first (two saves in one millisecond share a created_at).
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const wishlist = db.schema.createTable('wishlist') as CreateTableBuilder<string, never>;
  await (isPostgres
    ? wishlist.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : wishlist.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'bigint', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('wishlist_once', ['user_id', 'product_id'])
    .execute();
  await db.schema.createIndex('wishlist_user').on('wishlist').columns(['user_id', 'id']).execute();
}
