import type { Kysely } from 'kysely';

// Orders of one checkout (one per shop) share a serial; a promo code is used once per checkout.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('checkout_sn', 'varchar(32)').execute();
  await db.schema.createIndex('orders_checkout').on('orders').column('checkout_sn').execute();
  await db.schema.alterTable('promo_uses').addColumn('checkout_sn', 'varchar(32)').execute();
}
