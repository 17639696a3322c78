import type { Database } from './schema.ts';

/**
 * The one module that writes each table, through its repository (`repo.ts` or `<what>-repo.ts`);
 * every other module asks that module's functions, passing its transaction. `npm run lint`
 * (scripts/check-boundaries.ts) fails on a write anywhere else. Typed over the schema, so a new
 * table does not compile until it has an owner.
 */
export const TABLE_OWNERS = {
  users: 'account',
  sessions: 'session',
  login_tickets: 'account',
  attempts: 'account',
  oidc_logins: 'oidc',
  user_identities: 'oidc',
  verification_codes: 'ems',
  categories: 'catalog',
  products: 'catalog',
  product_images: 'catalog',
  product_skus: 'catalog',
  product_views: 'catalog',
  merchants: 'shops',
  transit_days: 'shops',
  follows: 'shops',
  wishlist: 'wishlist',
  recently_viewed: 'recently-viewed',
  product_pairs: 'recommendations',
  cart_items: 'cart',
  addresses: 'addresses',
  orders: 'orders',
  order_items: 'orders',
  promo_codes: 'orders',
  promo_uses: 'orders',
  card_keys: 'orders',
  sales_pending: 'orders',
  shipment_events: 'orders',
  refunds: 'after-sales',
  reviews: 'after-sales',
  complaints: 'after-sales',
  consultations: 'after-sales',
  consultation_replies: 'after-sales',
  notices: 'notices',
  security_events: 'security-log',
  web_vitals: 'vitals',
  staff: 'staff',
  staff_sessions: 'staff',
  audit_log: 'audit-log',
  approvals: 'wallet',
  vouchers: 'vouchers',
  buyer_vouchers: 'vouchers',
  notice_reads: 'notices',
  push_subscriptions: 'notices',
  delivery_opt_outs: 'notices',
  bill: 'wallet',
  recharges: 'wallet',
  recharge_references: 'wallet',
  withdrawals: 'wallet',
  settings: 'platform',
  display_rates: 'platform',
  pages: 'platform',
  banners: 'platform',
  blockchain_networks: 'platform',
  uploads: 'uploads',
  upload_days: 'uploads',
  files: 'files',
  idempotency_keys: 'idempotency',
  catalogue_version: 'public-cache',
} as const satisfies Record<keyof Database, string>;

export type TableName = keyof typeof TABLE_OWNERS;

/**
 * Columns a second module owns inside another's table: the money on a user is the wallet's, moved
 * only by its ledger with a bill row in the same transaction (decision 0055); the account owns the
 * rest of the row and never names these columns in a write.
 */
export const COLUMN_OWNERS = {
  users: { owner: 'wallet', columns: ['balance', 'bonus_total', 'bonus_usable', 'bonus_used'] },
} as const satisfies Partial<Record<TableName, { owner: string; columns: readonly string[] }>>;
