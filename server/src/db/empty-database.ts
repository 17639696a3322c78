import { sql } from 'kysely';
import type { Db } from './connect.ts';
import type { Database } from './schema.ts';

// Children before parents, so a reset never trips a foreign key.
const TABLES_IN_DELETE_ORDER: (keyof Database)[] = [
  'idempotency_keys',
  'web_vitals',
  'uploads',
  'upload_days',
  'pages',
  'settings',
  'display_rates',
  'withdrawals',
  'recharges',
  'recharge_references',
  'blockchain_networks',
  'bill',
  'banners',
  'notice_reads',
  'notices',
  'consultation_replies',
  'consultations',
  'complaints',
  'reviews',
  'refunds',
  'card_keys',
  'promo_uses',
  'order_items',
  'orders',
  'promo_codes',
  'addresses',
  'cart_items',
  'follows',
  'wishlist',
  'recently_viewed',
  'product_pairs',
  'product_views',
  'product_skus',
  'product_images',
  'products',
  'merchants',
  'transit_days',
  'categories',
  'attempts',
  'verification_codes',
  'sessions',
  'login_tickets',
  'users',
];

/** Empties every table (`npm run seed -- --reset`, tests): the one write that is no module's, since it is all of theirs. */
export async function emptyDatabase(db: Db): Promise<void> {
  await db.transaction().execute(async (tx) => {
    for (const table of TABLES_IN_DELETE_ORDER) await tx.deleteFrom(table).execute();
    // The search index's own tables (search/repo.ts): FTS5 on SQLite, products' narrow words on PostgreSQL.
    const indexes = db.dialectName === 'sqlite' ? ['products_fts', 'merchants_fts'] : ['products_words'];
    for (const index of indexes) await sql`delete from ${sql.id(index)}`.execute(tx);
  });
}
