import {
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Kysely,
  PostgresAdapter,
  sql,
} from 'kysely';

// One file for both dialects: the only difference is how an auto-increment key is spelled.
// Times are ISO-8601 UTC text (sortable, identical on both); money is integer cents (bigint);
// flags are 0/1 integers, because SQLite has no boolean.
type Builder = CreateTableBuilder<string, never>;

function withId(db: Kysely<unknown>, name: string): Builder {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable(name) as Builder;
  return isPostgres
    ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

const money = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
const ref = (table: string) => (c: ColumnDefinitionBuilder) =>
  c.notNull().references(`${table}.id`).onDelete('cascade');
const optionalRef = (table: string) => (c: ColumnDefinitionBuilder) =>
  c.references(`${table}.id`).onDelete('set null');
const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
const time = 'varchar(32)';
const created = (c: ColumnDefinitionBuilder) => c.notNull();

export async function up(db: Kysely<unknown>): Promise<void> {
  await withId(db, 'users')
    .addColumn('account', 'varchar(64)', (c) => c.notNull())
    .addColumn('account_key', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('pay_code_hash', 'varchar(255)')
    .addColumn('email', 'varchar(254)')
    .addColumn('mobile', 'varchar(32)')
    .addColumn('username', 'varchar(64)')
    .addColumn('given_name', 'varchar(64)')
    .addColumn('avatar', 'varchar(255)')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('buyer'))
    .addColumn('lang', 'varchar(16)', (c) => c.notNull().defaultTo('en'))
    .addColumn('balance', 'bigint', money)
    .addColumn('bonus_total', 'bigint', money)
    .addColumn('bonus_usable', 'bigint', money)
    .addColumn('bonus_used', 'bigint', money)
    .addColumn('created_at', time, created)
    .addColumn('updated_at', time, created)
    .addCheckConstraint('users_balance_nonnegative', sql`balance >= 0`)
    .addCheckConstraint(
      'users_bonus_nonnegative',
      sql`bonus_usable >= 0 and bonus_used >= 0 and bonus_total >= 0`,
    )
    .addCheckConstraint('users_kind_known', sql`kind in ('buyer', 'merchant')`)
    .execute();
  await db.schema.createIndex('users_email').on('users').column('email').execute();

  await withId(db, 'sessions')
    .addColumn('user_id', 'bigint', ref('users'))
    .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', time, created)
    .addColumn('expires_at', time, created)
    .addColumn('revoked_at', time)
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await withId(db, 'verification_codes')
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('event', 'varchar(16)', (c) => c.notNull())
    .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('expires_at', time, created)
    .addColumn('used_at', time)
    .addColumn('created_at', time, created)
    .execute();
  await db.schema
    .createIndex('verification_codes_email')
    .on('verification_codes')
    .columns(['email', 'event'])
    .execute();

  // Failed logins and payment codes, counted over a sliding window.
  await withId(db, 'attempts')
    .addColumn('scope', 'varchar(16)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', time, created)
    .execute();
  await db.schema
    .createIndex('attempts_subject')
    .on('attempts')
    .columns(['scope', 'subject', 'created_at'])
    .execute();

  await withId(db, 'categories')
    .addColumn('slug', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('icon', 'varchar(255)', (c) => c.notNull())
    .execute();

  await withId(db, 'merchants')
    .addColumn('user_id', 'bigint', optionalRef('users'))
    .addColumn('name', 'varchar(128)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('logo', 'varchar(255)')
    .addColumn('banner', 'varchar(255)')
    .addColumn('fans', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', time, created)
    .addCheckConstraint('merchants_counts_nonnegative', sql`fans >= 0 and sales >= 0`)
    .execute();

  await withId(db, 'products')
    .addColumn('merchant_id', 'bigint', ref('merchants'))
    .addColumn('category_id', 'bigint', ref('categories'))
    .addColumn('name', 'varchar(255)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('original_price', 'bigint')
    .addColumn('cost_price', 'bigint', money)
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sales', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_virtual', 'integer', flag)
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('on_sale'))
    .addColumn('limit_day', 'integer')
    .addColumn('limit_week', 'integer')
    .addColumn('limit_month', 'integer')
    .addColumn('created_at', time, created)
    .addColumn('updated_at', time, created)
    .addCheckConstraint('products_stock_nonnegative', sql`stock >= 0 and sales >= 0 and views >= 0`)
    .addCheckConstraint('products_price_positive', sql`price > 0 and cost_price >= 0`)
    .addCheckConstraint('products_status_known', sql`status in ('on_sale', 'off_sale')`)
    .execute();
  await db.schema
    .createIndex('products_category')
    .on('products')
    .columns(['category_id', 'status'])
    .execute();
  await db.schema
    .createIndex('products_merchant')
    .on('products')
    .columns(['merchant_id', 'status'])
    .execute();
  await db.schema.createIndex('products_sales').on('products').columns(['sales']).execute();

  await withId(db, 'product_images')
    .addColumn('product_id', 'bigint', ref('products'))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('path', 'varchar(255)', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('product_images_product')
    .on('product_images')
    .columns(['product_id', 'sort'])
    .execute();

  await withId(db, 'product_skus')
    .addColumn('product_id', 'bigint', ref('products'))
    .addColumn('spec', 'varchar(128)', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('product_skus_stock_nonnegative', sql`stock >= 0 and price > 0`)
    .execute();
  await db.schema.createIndex('product_skus_product').on('product_skus').column('product_id').execute();

  await withId(db, 'product_views')
    .addColumn('product_id', 'bigint', ref('products'))
    .addColumn('viewer', 'varchar(80)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addUniqueConstraint('product_views_once_a_day', ['product_id', 'viewer', 'day'])
    .execute();

  await withId(db, 'follows')
    .addColumn('user_id', 'bigint', ref('users'))
    .addColumn('merchant_id', 'bigint', ref('merchants'))
    .addColumn('created_at', time, created)
    .addUniqueConstraint('follows_once', ['user_id', 'merchant_id'])
    .execute();

  await withId(db, 'cart_items')
    .addColumn('user_id', 'bigint', ref('users'))
    .addColumn('product_id', 'bigint', ref('products'))
    .addColumn('sku_id', 'bigint', ref('product_skus'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('created_at', time, created)
    .addColumn('updated_at', time, created)
    .addUniqueConstraint('cart_items_once', ['user_id', 'sku_id'])
    .addCheckConstraint('cart_items_quantity_positive', sql`quantity > 0`)
    .execute();

  await withId(db, 'addresses')
    .addColumn('user_id', 'bigint', ref('users'))
    .addColumn('addressee', 'varchar(64)', (c) => c.notNull())
    .addColumn('mobile', 'varchar(32)', (c) => c.notNull())
    .addColumn('country', 'varchar(64)', (c) => c.notNull())
    .addColumn('region', 'varchar(64)', (c) => c.notNull())
    .addColumn('detail', 'varchar(255)', (c) => c.notNull())
    .addColumn('tag', 'varchar(16)', (c) => c.notNull())
    .addColumn('is_default', 'integer', flag)
    .addColumn('created_at', time, created)
    .execute();
  await db.schema.createIndex('addresses_user').on('addresses').column('user_id').execute();

  await withId(db, 'promo_codes')
    .addColumn('code', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('merchant_id', 'bigint', optionalRef('merchants'))
    .addColumn('kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('value', 'bigint', (c) => c.notNull())
    .addColumn('min_spend', 'bigint', money)
    .addColumn('starts_at', time, created)
    .addColumn('ends_at', time, created)
    .addColumn('total_limit', 'integer')
    .addColumn('per_user_limit', 'integer')
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', time, created)
    .addCheckConstraint(
      'promo_codes_kind_known',
      sql`kind in ('percent', 'fixed') and value > 0 and used_count >= 0`,
    )
    .execute();

  await withId(db, 'orders')
    .addColumn('sn', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', ref('users'))
    .addColumn('merchant_id', 'bigint', ref('merchants'))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('previous_status', 'varchar(16)')
    .addColumn('is_virtual', 'integer', flag)
    .addColumn('goods_total', 'bigint', money)
    .addColumn('freight', 'bigint', money)
    .addColumn('promo_discount', 'bigint', money)
    .addColumn('bonus_used', 'bigint', money)
    .addColumn('total', 'bigint', money)
    .addColumn('promo_code_id', 'bigint', optionalRef('promo_codes'))
    .addColumn('addressee', 'varchar(64)')
    .addColumn('mobile', 'varchar(32)')
    .addColumn('area', 'varchar(128)')
    .addColumn('address_detail', 'varchar(255)')
    .addColumn('logistics_company', 'varchar(64)')
    .addColumn('logistics_no', 'varchar(64)')
    .addColumn('time_zone', 'varchar(64)', (c) => c.notNull().defaultTo('UTC'))
    .addColumn('expires_at', time)
    .addColumn('paid_at', time)
    .addColumn('shipped_at', time)
    .addColumn('received_at', time)
    .addColumn('completed_at', time)
    .addColumn('cancelled_at', time)
    .addColumn('created_at', time, created)
    .addColumn('updated_at', time, created)
    .addCheckConstraint('orders_amounts_nonnegative', sql`total >= 0 and goods_total >= 0 and freight >= 0`)
    .execute();
  await db.schema
    .createIndex('orders_user')
    .on('orders')
    .columns(['user_id', 'status', 'created_at'])
    .execute();
  await db.schema
    .createIndex('orders_status_expiry')
    .on('orders')
    .columns(['status', 'expires_at'])
    .execute();

  await withId(db, 'order_items')
    .addColumn('order_id', 'bigint', ref('orders'))
    .addColumn('product_id', 'bigint', ref('products'))
    .addColumn('sku_id', 'bigint', ref('product_skus'))
    .addColumn('product_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('spec', 'varchar(128)', (c) => c.notNull())
    .addColumn('image', 'varchar(255)')
    .addColumn('unit_price', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('subtotal', 'bigint', (c) => c.notNull())
    .addColumn('is_virtual', 'integer', flag)
    .addCheckConstraint('order_items_quantity_positive', sql`quantity > 0`)
    .execute();
  await db.schema.createIndex('order_items_order').on('order_items').column('order_id').execute();
  await db.schema.createIndex('order_items_product').on('order_items').column('product_id').execute();

  await withId(db, 'promo_uses')
    .addColumn('promo_code_id', 'bigint', ref('promo_codes'))
    .addColumn('user_id', 'bigint', ref('users'))
    .addColumn('order_id', 'bigint', ref('orders'))
    .addColumn('created_at', time, created)
    .execute();

  await withId(db, 'card_keys')
    .addColumn('product_id', 'bigint', ref('products'))
    .addColumn('card_number', 'varchar(128)', (c) => c.notNull())
    .addColumn('password_enc', 'text', (c) => c.notNull())
    .addColumn('order_id', 'bigint', optionalRef('orders'))
    .addColumn('issued_at', time)
    .addColumn('created_at', time, created)
    .execute();
  await db.schema
    .createIndex('card_keys_product')
    .on('card_keys')
    .columns(['product_id', 'order_id'])
    .execute();

  await withId(db, 'refunds')
    .addColumn('order_id', 'bigint', ref('orders'))
    .addColumn('user_id', 'bigint', ref('users'))
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('goods_state', 'varchar(16)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('reason', 'varchar(255)', (c) => c.notNull())
    .addColumn('explanation', 'text', (c) => c.notNull())
    .addColumn('proof', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('auditing'))
    .addColumn('decision_note', 'varchar(255)')
    .addColumn('decided_at', time)
    .addColumn('created_at', time, created)
    .addCheckConstraint('refunds_amount_nonnegative', sql`amount >= 0`)
    .execute();

  await withId(db, 'reviews')
    .addColumn('order_id', 'bigint', ref('orders'))
    .addColumn('product_id', 'bigint', ref('products'))
    .addColumn('merchant_id', 'bigint', ref('merchants'))
    .addColumn('user_id', 'bigint', ref('users'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('product_score', 'integer', (c) => c.notNull())
    .addColumn('service_score', 'integer', (c) => c.notNull())
    .addColumn('postage_score', 'integer', (c) => c.notNull())
    .addColumn('pictures', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', time, created)
    .addCheckConstraint(
      'reviews_scores_range',
      sql`product_score between 1 and 5 and service_score between 1 and 5 and postage_score between 1 and 5`,
    )
    .execute();
  await db.schema
    .createIndex('reviews_product')
    .on('reviews')
    .columns(['product_id', 'created_at'])
    .execute();

  await withId(db, 'complaints')
    .addColumn('user_id', 'bigint', ref('users'))
    .addColumn('order_id', 'bigint', optionalRef('orders'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('certificate', 'varchar(255)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
    .addColumn('reply', 'text')
    .addColumn('created_at', time, created)
    .execute();

  await withId(db, 'consultations')
    .addColumn('user_id', 'bigint', ref('users'))
    .addColumn('merchant_id', 'bigint', ref('merchants'))
    .addColumn('product_id', 'bigint', optionalRef('products'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
    .addColumn('created_at', time, created)
    .addColumn('updated_at', time, created)
    .execute();

  await withId(db, 'consultation_replies')
    .addColumn('consultation_id', 'bigint', ref('consultations'))
    .addColumn('author', 'varchar(16)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', time, created)
    .execute();

  // Platform notices carry a language; personal notices (audit results, shipping) a user.
  await withId(db, 'notices')
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('lang', 'varchar(16)')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(255)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('read_at', time)
    .addColumn('created_at', time, created)
    .execute();

  await withId(db, 'banners')
    .addColumn('lang', 'varchar(16)', (c) => c.notNull())
    .addColumn('title', 'varchar(128)', (c) => c.notNull())
    .addColumn('subtitle', 'varchar(255)', (c) => c.notNull())
    .addColumn('image', 'varchar(255)', (c) => c.notNull())
    .addColumn('link', 'varchar(255)')
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // The ledger: one row for every change of a balance (wallet 'balance') or of usable discount money ('bonus').
  await withId(db, 'bill')
    .addColumn('user_id', 'bigint', ref('users'))
    .addColumn('wallet', 'varchar(8)', (c) => c.notNull().defaultTo('balance'))
    .addColumn('type', 'varchar(24)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('balance_after', 'bigint', (c) => c.notNull())
    .addColumn('ref_type', 'varchar(16)')
    .addColumn('ref_id', 'bigint')
    .addColumn('note', 'varchar(255)')
    .addColumn('created_at', time, created)
    .addCheckConstraint('bill_wallet_known', sql`wallet in ('balance', 'bonus') and balance_after >= 0`)
    .execute();
  await db.schema.createIndex('bill_user').on('bill').columns(['user_id', 'created_at']).execute();

  await withId(db, 'blockchain_networks')
    .addColumn('name', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('deposit_address', 'varchar(128)', (c) => c.notNull())
    .addColumn('address_pattern', 'varchar(128)', (c) => c.notNull())
    .addColumn('min_amount', 'bigint', (c) => c.notNull())
    .addColumn('max_amount', 'bigint', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, 'recharges')
    .addColumn('user_id', 'bigint', ref('users'))
    .addColumn('method', 'varchar(8)', (c) => c.notNull())
    .addColumn('network', 'varchar(32)', (c) => c.notNull())
    .addColumn('address', 'varchar(128)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('arrival', 'bigint')
    .addColumn('evidence', 'varchar(255)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('auditing'))
    .addColumn('refuse_reason', 'varchar(255)')
    .addColumn('decided_at', time)
    .addColumn('created_at', time, created)
    .addCheckConstraint('recharges_amount_positive', sql`amount > 0`)
    .execute();

  await withId(db, 'withdrawals')
    .addColumn('user_id', 'bigint', ref('users'))
    .addColumn('type', 'varchar(8)', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('service_charge', 'bigint', money)
    .addColumn('arrival', 'bigint')
    .addColumn('card_number', 'varchar(32)')
    .addColumn('bank_name', 'varchar(64)')
    .addColumn('holder', 'varchar(64)')
    .addColumn('network', 'varchar(32)')
    .addColumn('address', 'varchar(128)')
    .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('auditing'))
    .addColumn('refuse_reason', 'varchar(255)')
    .addColumn('decided_at', time)
    .addColumn('created_at', time, created)
    .addCheckConstraint('withdrawals_amount_positive', sql`amount > 0 and service_charge >= 0`)
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await withId(db, 'pages')
    .addColumn('slug', 'varchar(32)', (c) => c.notNull())
    .addColumn('lang', 'varchar(16)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addUniqueConstraint('pages_slug_lang', ['slug', 'lang'])
    .execute();

  await withId(db, 'uploads')
    .addColumn('user_id', 'bigint', optionalRef('users'))
    .addColumn('path', 'varchar(255)', (c) => c.notNull().unique())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', time, created)
    .execute();

  // Same key twice answers the first result (payment, recharge, withdrawal).
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'bigint', ref('users'))
    .addColumn('scope', 'varchar(16)', (c) => c.notNull())
    .addColumn('key', 'varchar(64)', (c) => c.notNull())
    .addColumn('response', 'text')
    .addColumn('created_at', time, created)
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'scope', 'key'])
    .execute();
}
