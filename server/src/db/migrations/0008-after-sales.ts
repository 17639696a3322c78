import { type Kysely, sql } from 'kysely';

// After-sales rules the database holds even under racing requests: one refund in audit per order,
// one review per product of an order. The other indexes serve the buyer's lists and the ops queues.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('refunds_one_auditing')
    .on('refunds')
    .column('order_id')
    .unique()
    .where(sql.ref('status'), '=', 'auditing')
    .execute();
  await db.schema.createIndex('refunds_order').on('refunds').columns(['order_id', 'id']).execute();
  await db.schema.createIndex('refunds_status').on('refunds').columns(['status', 'id']).execute();

  await db.schema
    .createIndex('reviews_order_product')
    .on('reviews')
    .columns(['order_id', 'product_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('reviews_merchant')
    .on('reviews')
    .columns(['merchant_id', 'product_score'])
    .execute();

  await db.schema.createIndex('complaints_user').on('complaints').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('complaints_status').on('complaints').columns(['status', 'id']).execute();

  await db.schema
    .createIndex('consultations_user')
    .on('consultations')
    .columns(['user_id', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('consultations_status')
    .on('consultations')
    .columns(['status', 'updated_at'])
    .execute();
  await db.schema
    .createIndex('consultation_replies_thread')
    .on('consultation_replies')
    .columns(['consultation_id', 'id'])
    .execute();
}
