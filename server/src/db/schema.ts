import type { Generated, Selectable } from 'kysely';

type Id = Generated<number>;
type Time = string;
type Flag = Generated<number>;
type Count = Generated<number>;

export interface UsersTable {
  id: Id;
  account: string;
  account_key: string;
  password_hash: string;
  pay_code_hash: string | null;
  email: string | null;
  mobile: string | null;
  username: string | null;
  given_name: string | null;
  avatar: string | null;
  kind: Generated<'buyer' | 'merchant'>;
  lang: Generated<string>;
  balance: Count;
  bonus_total: Count;
  bonus_usable: Count;
  bonus_used: Count;
  disabled_at: Time | null;
  created_at: Time;
  updated_at: Time;
  /** The currency chosen to see prices in beside the dollar ('USD': none); null follows the language. */
  display_currency: string | null;
  /** When the buyer closed the account (decision 0124): personal data erased, no login, reviews a former buyer's. */
  closed_at: Time | null;
}

export interface LoginTicketsTable {
  nonce: string;
  used_at: Time;
  expires_at: Time;
}

export interface OidcLoginsTable {
  state_hash: string;
  code_verifier: string;
  nonce: string;
  created_at: Time;
  expires_at: Time;
}

export interface UserIdentitiesTable {
  id: Id;
  user_id: number;
  issuer: string;
  subject: string;
  created_at: Time;
}

export interface SessionsTable {
  id: Id;
  user_id: number;
  token_hash: string;
  created_at: Time;
  expires_at: Time;
  revoked_at: Time | null;
  /** Browser and system, as "Chrome · Android" (from the User-Agent at login); null when unknown. */
  device: string | null;
  address: string | null;
  last_seen_at: Time | null;
}

export interface VerificationCodesTable {
  id: Id;
  email: string;
  event: string;
  code_hash: string;
  attempts: Count;
  expires_at: Time;
  used_at: Time | null;
  created_at: Time;
  /** The client address (an IPv6 one by its /64) that asked for the code. */
  requester: string | null;
}

export interface AttemptsTable {
  id: Id;
  scope: string;
  subject: string;
  created_at: Time;
}

export interface CategoriesTable {
  id: Id;
  slug: string;
  sort: number;
  icon: string;
}

export interface MerchantsTable {
  id: Id;
  user_id: number | null;
  name: string;
  description: Generated<string>;
  logo: string | null;
  banner: string | null;
  fans: Count;
  sales: Count;
  status: Generated<string>;
  created_at: Time;
  /** Business days the shop takes to hand a parcel to the courier (the delivery promise). */
  handling_days: Generated<number>;
}

/** Transit business days to a destination country; '*' for every country without its own row. */
export interface TransitDaysTable {
  country: string;
  min_days: number;
  max_days: number;
  updated_at: Time;
}

export interface ProductsTable {
  id: Id;
  merchant_id: number;
  category_id: number;
  name: string;
  description: Generated<string>;
  price: number;
  original_price: number | null;
  cost_price: Count;
  stock: Count;
  sales: Count;
  views: Count;
  is_virtual: Flag;
  status: Generated<'on_sale' | 'off_sale'>;
  limit_day: number | null;
  limit_week: number | null;
  limit_month: number | null;
  created_at: Time;
  updated_at: Time;
}

export interface ProductImagesTable {
  id: Id;
  product_id: number;
  sort: Count;
  path: string;
  thumb_path: string | null;
  width: number;
  height: number;
}

export interface ProductSkusTable {
  id: Id;
  product_id: number;
  spec: string;
  price: number;
  stock: Count;
  sort: Count;
  /** The `sort` of the product picture that shows this spec (its colour), if one does. */
  picture_sort: number | null;
}

export interface ProductViewsTable {
  id: Id;
  product_id: number;
  viewer: string;
  day: string;
}

export interface FollowsTable {
  id: Id;
  user_id: number;
  merchant_id: number;
  created_at: Time;
}

/** One row (id 1): bumped by every change a cached public answer shows (modules/public-cache). */
export interface CatalogVersionTable {
  id: number;
  version: number;
}

export interface WishlistTable {
  id: Id;
  user_id: number;
  product_id: number;
  created_at: Time;
}

export interface RecentlyViewedTable {
  user_id: number;
  product_id: number;
  viewed_at: Time;
}

export interface ProductPairsTable {
  product_id: number;
  other_id: number;
  kind: 'bought' | 'viewed';
  score: number;
}

export interface CartItemsTable {
  id: Id;
  user_id: number;
  product_id: number;
  sku_id: number;
  quantity: number;
  created_at: Time;
  updated_at: Time;
}

export interface AddressesTable {
  id: Id;
  user_id: number;
  addressee: string;
  mobile: string;
  /** ISO 3166-1 alpha-2 (a name no code matched, on a row older than migration 0022). */
  country: string;
  /** The key of the country's region list, or what the buyer wrote where the country has none. */
  region: string;
  city: Generated<string>;
  district: Generated<string>;
  postcode: Generated<string>;
  /** The street lines. */
  detail: string;
  tag: string;
  is_default: Flag;
  created_at: Time;
}

export interface PromoCodesTable {
  id: Id;
  code: string;
  merchant_id: number | null;
  kind: 'percent' | 'fixed';
  value: number;
  min_spend: Count;
  starts_at: Time;
  ends_at: Time;
  total_limit: number | null;
  per_user_limit: number | null;
  used_count: Count;
  created_at: Time;
}

export interface OrdersTable {
  id: Id;
  sn: string;
  checkout_sn: string | null;
  user_id: number;
  merchant_id: number;
  status: string;
  previous_status: string | null;
  is_virtual: Flag;
  goods_total: Count;
  freight: Count;
  promo_discount: Count;
  voucher_discount: Count;
  bonus_used: Count;
  total: Count;
  promo_code_id: number | null;
  addressee: string | null;
  mobile: string | null;
  /** Before migration 0022: "country region" and the street; new orders write the country code only. */
  area: string | null;
  address_detail: string | null;
  /** The delivery address as formatted at checkout (contract/address-format.ts), one line per line. */
  address_lines: string | null;
  logistics_company: string | null;
  logistics_no: string | null;
  time_zone: Generated<string>;
  expires_at: Time | null;
  paid_at: Time | null;
  shipped_at: Time | null;
  received_at: Time | null;
  completed_at: Time | null;
  cancelled_at: Time | null;
  created_at: Time;
  updated_at: Time;
  courier_delivered_at: Time | null;
  /** The buyer's currency and its rate (units per dollar) as shown at checkout; null when none was shown. */
  display_currency: string | null;
  display_rate: string | null;
  display_rate_set_at: Time | null;
  /** The promised latest day of arrival (`YYYY-MM-DD` in the order's time zone), and the instant it ends. */
  promised_latest: string | null;
  promised_by: Time | null;
  /** When the late-delivery credit was paid: once per order. */
  late_credited_at: Time | null;
  /** The buyer extended the receipt timer (once). */
  receipt_extended: Flag;
}

export interface OrderItemsTable {
  id: Id;
  order_id: number;
  product_id: number;
  sku_id: number;
  product_name: string;
  spec: string;
  image: string | null;
  unit_price: number;
  quantity: number;
  subtotal: number;
  is_virtual: Flag;
}

export interface PromoUsesTable {
  id: Id;
  checkout_sn: string | null;
  promo_code_id: number;
  user_id: number;
  order_id: number;
  created_at: Time;
}

export interface CardKeysTable {
  id: Id;
  product_id: number;
  card_number: string;
  password_enc: string;
  order_id: number | null;
  issued_at: Time | null;
  created_at: Time;
}

export interface RefundsTable {
  id: Id;
  order_id: number;
  user_id: number;
  type: string;
  goods_state: string;
  amount: number;
  reason: string;
  explanation: string;
  proof: string;
  status: Generated<string>;
  decision_note: string | null;
  decided_at: Time | null;
  created_at: Time;
}

export interface ReviewsTable {
  id: Id;
  order_id: number;
  product_id: number;
  merchant_id: number;
  user_id: number;
  content: string;
  product_score: number;
  service_score: number;
  postage_score: number;
  pictures: Generated<string>;
  created_at: Time;
}

export interface ComplaintsTable {
  id: Id;
  user_id: number;
  order_id: number | null;
  content: string;
  certificate: string;
  status: Generated<string>;
  reply: string | null;
  created_at: Time;
}

export interface ConsultationsTable {
  id: Id;
  user_id: number;
  merchant_id: number;
  product_id: number | null;
  content: string;
  status: Generated<string>;
  created_at: Time;
  updated_at: Time;
}

export interface ConsultationRepliesTable {
  id: Id;
  consultation_id: number;
  author: 'buyer' | 'merchant';
  content: string;
  created_at: Time;
}

export interface VouchersTable {
  id: Id;
  /** Null: the platform's, usable on any shop's order. */
  merchant_id: number | null;
  kind: 'fixed' | 'percent';
  value: number;
  min_spend: Count;
  starts_at: Time;
  ends_at: Time;
  total_limit: number | null;
  per_buyer_limit: Generated<number>;
  claimed_count: Count;
  disabled: Flag;
  created_at: Time;
}

export interface BuyerVouchersTable {
  id: Id;
  voucher_id: number;
  user_id: number;
  claimed_at: Time;
  order_id: number | null;
  used_at: Time | null;
}

export interface SecurityEventsTable {
  id: Id;
  at: Time;
  kind: string;
  user_id: number | null;
  /** The account name tried, as typed (bounded), when no user is known. */
  account: string | null;
  address: string | null;
}

export interface StaffTable {
  id: Id;
  name: string;
  role: string;
  /** Null until the enrolment sets it. */
  password_hash: string | null;
  /** The TOTP secret (base32); confirmed once `enrolled_at` is set. */
  totp_secret: string | null;
  /** The last time step a code was accepted for: a code is used once. */
  totp_last_step: number | null;
  enrol_token_hash: string | null;
  enrol_expires_at: Time | null;
  enrolled_at: Time | null;
  disabled_at: Time | null;
  created_at: Time;
}

export interface StaffSessionsTable {
  id: Id;
  staff_id: number;
  token_hash: string;
  address: string | null;
  created_at: Time;
  last_seen_at: Time;
  ended_at: Time | null;
}

/** Append-only (a trigger refuses updates and deletes): who did what to which object, before and after. */
export interface AuditLogTable {
  id: Id;
  at: Time;
  actor_kind: 'staff' | 'ops';
  actor_id: number | null;
  actor_name: string;
  address: string | null;
  action: string;
  object_type: string;
  object_id: string | null;
  /** JSON text. */
  before: string | null;
  after: string | null;
}

/** A first approval of a request above the approval threshold, waiting for a second person (decision 0125). */
export interface ApprovalsTable {
  id: Id;
  kind: 'withdrawal' | 'recharge';
  request_id: number;
  /** Cents: a withdrawal's amount, or the arrival the first approver passed a recharge with. */
  amount: number;
  actor_kind: 'staff' | 'ops';
  actor_id: number | null;
  actor_name: string;
  approved_at: Time;
}

export interface WebVitalsTable {
  id: Id;
  at: Time;
  route: string;
  name: string;
  value: number;
  locale: string;
  connection: string;
}

export interface NoticesTable {
  id: Id;
  user_id: number | null;
  lang: string | null;
  kind: string;
  title: string;
  body: string;
  read_at: Time | null;
  created_at: Time;
  target_kind: string | null;
  target_id: number | null;
  target_order_id: number | null;
  /** A buyer's notice: its key under `notice.` in the server's messages, and its values (JSON). */
  message_key: string | null;
  message_vars: string | null;
  /** When a server process took it to push and mail (null: not yet; decision 0116). */
  sent_at: Time | null;
}

/** A browser a buyer subscribed to Web Push (decision 0116). */
export interface PushSubscriptionsTable {
  id: Id;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Time;
  last_success_at: Time | null;
}

/** A kind of notice a buyer turned off on one channel (push, email); everything else is on. */
export interface DeliveryOptOutsTable {
  user_id: number;
  channel: string;
  kind: string;
}

export interface ShipmentEventsTable {
  id: Id;
  order_id: number;
  source: string;
  event_id: string;
  status: string;
  place: string;
  text: string | null;
  occurred_at: Time;
  created_at: Time;
}

export interface NoticeReadsTable {
  notice_id: number;
  user_id: number;
  read_at: Time;
}

export interface BannersTable {
  id: Id;
  lang: string;
  title: string;
  subtitle: string;
  image: string;
  link: string | null;
  sort: Count;
}

export interface BillTable {
  id: Id;
  user_id: number;
  wallet: Generated<'balance' | 'bonus'>;
  type: string;
  amount: number;
  balance_after: number;
  ref_type: string | null;
  ref_id: number | null;
  note: string | null;
  created_at: Time;
}

export interface BlockchainNetworksTable {
  id: Id;
  name: string;
  deposit_address: string;
  address_pattern: string;
  min_amount: number;
  max_amount: number;
  enabled: Generated<number>;
  sort: Count;
}

export interface RechargesTable {
  id: Id;
  user_id: number;
  method: string;
  network: string;
  address: string;
  amount: number;
  arrival: number | null;
  evidence: string;
  /** The buyer's transfer reference when the recharge was sent (manual transfers; null for recharges made before references existed). */
  reference: string | null;
  status: Generated<string>;
  refuse_reason: string | null;
  decided_at: Time | null;
  created_at: Time;
}

export interface RechargeReferencesTable {
  user_id: number;
  code: string;
  created_at: Time;
}

export interface WithdrawalsTable {
  id: Id;
  user_id: number;
  type: string;
  amount: number;
  service_charge: Count;
  arrival: number | null;
  card_number: string | null;
  bank_name: string | null;
  holder: string | null;
  network: string | null;
  address: string | null;
  status: Generated<string>;
  refuse_reason: string | null;
  decided_at: Time | null;
  created_at: Time;
}

export interface DisplayRatesTable {
  currency: string;
  /** Units of the currency per US dollar, a decimal string. */
  per_usd: string;
  set_at: Time;
  source: 'ops' | 'ecb';
}

export interface SettingsTable {
  key: string;
  value: string;
}

export interface PagesTable {
  id: Id;
  slug: string;
  lang: string;
  content: string;
}

export interface UploadsTable {
  id: Id;
  user_id: number | null;
  path: string;
  width: number;
  height: number;
  bytes: number;
  created_at: Time;
}

/** How many pictures a buyer uploaded on a day (UTC, `YYYY-MM-DD`), for the daily quota. */
export interface UploadDaysTable {
  user_id: number;
  day: string;
  uploads: number;
}

/** Units sold by payments, not yet added to `products.sales` and `merchants.sales` (orders/sales.ts). */
export interface SalesPendingTable {
  id: Generated<number>;
  product_id: number;
  merchant_id: number;
  units: number;
  order_id: number | null;
}

/** FILE_STORE=database: a served file under its URL path. */
export interface FilesTable {
  path: string;
  content_type: string;
  bytes: Uint8Array;
  created_at: Time;
}

export interface IdempotencyKeysTable {
  user_id: number;
  scope: string;
  key: string;
  /** SHA-256 of the request the key was first sent with; null for keys stored before migration 0009. */
  fingerprint: string | null;
  response: string | null;
  created_at: Time;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_tickets: LoginTicketsTable;
  oidc_logins: OidcLoginsTable;
  user_identities: UserIdentitiesTable;
  verification_codes: VerificationCodesTable;
  attempts: AttemptsTable;
  categories: CategoriesTable;
  merchants: MerchantsTable;
  transit_days: TransitDaysTable;
  products: ProductsTable;
  product_images: ProductImagesTable;
  product_skus: ProductSkusTable;
  product_views: ProductViewsTable;
  follows: FollowsTable;
  wishlist: WishlistTable;
  recently_viewed: RecentlyViewedTable;
  product_pairs: ProductPairsTable;
  cart_items: CartItemsTable;
  addresses: AddressesTable;
  promo_codes: PromoCodesTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  promo_uses: PromoUsesTable;
  card_keys: CardKeysTable;
  refunds: RefundsTable;
  reviews: ReviewsTable;
  complaints: ComplaintsTable;
  consultations: ConsultationsTable;
  consultation_replies: ConsultationRepliesTable;
  notices: NoticesTable;
  security_events: SecurityEventsTable;
  web_vitals: WebVitalsTable;
  staff: StaffTable;
  staff_sessions: StaffSessionsTable;
  audit_log: AuditLogTable;
  approvals: ApprovalsTable;
  vouchers: VouchersTable;
  buyer_vouchers: BuyerVouchersTable;
  notice_reads: NoticeReadsTable;
  push_subscriptions: PushSubscriptionsTable;
  delivery_opt_outs: DeliveryOptOutsTable;
  shipment_events: ShipmentEventsTable;
  banners: BannersTable;
  bill: BillTable;
  blockchain_networks: BlockchainNetworksTable;
  recharges: RechargesTable;
  recharge_references: RechargeReferencesTable;
  withdrawals: WithdrawalsTable;
  settings: SettingsTable;
  display_rates: DisplayRatesTable;
  pages: PagesTable;
  uploads: UploadsTable;
  upload_days: UploadDaysTable;
  idempotency_keys: IdempotencyKeysTable;
  files: FilesTable;
  sales_pending: SalesPendingTable;
  catalogue_version: CatalogVersionTable;
}

export type User = Selectable<UsersTable>;
