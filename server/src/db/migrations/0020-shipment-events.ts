import { type Kysely, PostgresAdapter } from 'kysely';

// The courier's scans of a parcel (issue 37 item 2): one row per scan, once per source and event id (a
// courier's retried webhook, or an operator's `ops order track`), and when the courier delivered it.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('shipment_events');
  await (isPostgres
    ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('source', 'varchar(32)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('place', 'varchar(120)', (c) => c.notNull())
    .addColumn('text', 'varchar(500)')
    .addColumn('occurred_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('shipment_events_once', ['source', 'event_id'])
    .execute();
  await db.schema
    .createIndex('shipment_events_order')
    .on('shipment_events')
    .columns(['order_id', 'occurred_at'])
    .execute();
  await db.schema.alterTable('orders').addColumn('courier_delivered_at', 'varchar(32)').execute();
}
