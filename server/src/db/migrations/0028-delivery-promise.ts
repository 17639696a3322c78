import { DEFAULT_TRANSIT, TRANSIT_DEFAULT_COUNTRY } from '@crossbay/contract/delivery-promise';
import type { Kysely } from 'kysely';

// The delivery promise and the buyer's protection timers (issue 37 items 3 and 4, decision 0109): a shop's
// handling days, transit days per destination country ('*' for every other), and on an order the promised
// latest day, the instant past which it is late, the buyer's one extension of the receipt timer, and the
// once-only mark of the late-delivery credit.
// One column per statement: SQLite adds a single column per ALTER TABLE.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('merchants')
    .addColumn('handling_days', 'integer', (c) => c.notNull().defaultTo(2))
    .execute();
  await db.schema
    .createTable('transit_days')
    .addColumn('country', 'varchar(2)', (c) => c.primaryKey())
    .addColumn('min_days', 'integer', (c) => c.notNull())
    .addColumn('max_days', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db
    .insertInto('transit_days' as never)
    .values({
      country: TRANSIT_DEFAULT_COUNTRY,
      min_days: DEFAULT_TRANSIT.min,
      max_days: DEFAULT_TRANSIT.max,
      updated_at: new Date().toISOString(),
    } as never)
    .execute();
  for (const [column, type] of [
    ['promised_latest', 'varchar(10)'],
    ['promised_by', 'varchar(32)'],
    ['late_credited_at', 'varchar(32)'],
  ] as const)
    await db.schema.alterTable('orders').addColumn(column, type).execute();
  await db.schema
    .alterTable('orders')
    .addColumn('receipt_extended', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('orders_promised_by').on('orders').columns(['status', 'promised_by']).execute();
}
