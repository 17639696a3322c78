import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Vouchers (issue 38 item 6, docs/decisions/0114): offers of a shop or of the platform (merchant_id null),
// the vouchers buyers collected from them, and each order's voucher discount.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const withId = (name: string) => {
    const table = db.schema.createTable(name);
    return isPostgres
      ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
  };
  const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
  await withId('vouchers')
    .addColumn('merchant_id', 'bigint', (c) => c.references('merchants.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    // Cents off (fixed) or a whole percent (percent).
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addColumn('min_spend', 'bigint', zero)
    .addColumn('starts_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('ends_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('total_limit', 'integer')
    .addColumn('per_buyer_limit', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('claimed_count', 'integer', zero)
    .addColumn('disabled', 'integer', zero)
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('vouchers_merchant')
    .on('vouchers')
    .columns(['merchant_id', 'ends_at'])
    .execute();
  await withId('buyer_vouchers')
    .addColumn('voucher_id', 'bigint', (c) => c.notNull().references('vouchers.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('claimed_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('order_id', 'bigint', (c) => c.references('orders.id').onDelete('set null'))
    .addColumn('used_at', 'varchar(32)')
    .execute();
  await db.schema
    .createIndex('buyer_vouchers_user')
    .on('buyer_vouchers')
    .columns(['user_id', 'voucher_id'])
    .execute();
  await db.schema.createIndex('buyer_vouchers_order').on('buyer_vouchers').columns(['order_id']).execute();
  await db.schema
    .alterTable('orders')
    .addColumn('voucher_discount', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}
