import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

// A payment appends the units it sold here instead of updating its products' and shop's
// `sales` (one row every buyer of a shop waits on); a fold adds them to the counters about once a second.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const pending = db.schema.createTable('sales_pending') as CreateTableBuilder<string, never>;
  await (isPostgres
    ? pending.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : pending.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('merchant_id', 'bigint', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .execute();
}
