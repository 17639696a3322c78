import type { TransferAccount } from '@crossbay/contract/transfer-account';
import { compiledOnce } from '#server/db/compiled-once.ts';
import type { Executor } from '#server/db/executor.ts';

// Business settings an operator may change (table `settings`); these are the values until then.
export const DEFAULT_SETTINGS = {
  platform: {
    name: 'Crossbay',
    currency: 'USD',
    currency_symbol: '$',
    support_email: 'support@crossbay.local',
    support_phone: '+1 415 555 0134',
    // Customer-service hours, in UTC, every day.
    support_hours: { from: '01:00', to: '13:00' },
    merchant_entry_url: '/merchant',
    seller_url: '/seller',
  },
  // Above this many cents a withdrawal or a recharge's arrival needs two different finance or owner accounts
  // to pass (decision 0125); at or below it, one.
  approval_threshold_cents: 100_000,
  // Withdrawal service charge: 1% with a 1.00 minimum.
  withdraw_fee: { rate_basis_points: 100, min_cents: 100 },
  // Freight per shop order: flat, free above a goods total; virtual goods ship free.
  freight: { flat_cents: 500, free_over_cents: 5_000 },
  // Discount money may pay at most this share of the goods total.
  bonus_max_share_basis_points: 1000,
  // Hoarding: what one buyer may hold unpaid at once, stock reserved until paid or expired.
  unpaid_limits: { orders: 5, units_per_product: 10 },
  // Purchase-limit days, weeks (from Monday) and months run in this IANA zone, never in a
  // header the buyer sends (docs/decisions/0025).
  purchase_limit_time_zone: 'UTC',
  // The bank account that receives manual (bank or card) transfers. Empty until the operator
  // sets it, so a shop never shows an account nobody filled in; the demo seed sets a demo one.
  recharge_bank_account: {
    bank_name: '',
    holder: '',
    account_number: '',
    iban: '',
    swift: '',
  } as TransferAccount,
} as const;

type Settings = typeof DEFAULT_SETTINGS;

const storedSettings = compiledOnce((db, keys: string[]) =>
  db.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys),
);

export async function setting<K extends keyof Settings>(db: Executor, key: K): Promise<Settings[K]> {
  const [row] = await storedSettings(db, [key]);
  return withDefaults(key, row?.value);
}

function withDefaults<K extends keyof Settings>(key: K, value: string | undefined): Settings[K] {
  const fallback = DEFAULT_SETTINGS[key];
  if (value === undefined) return fallback;
  const stored = JSON.parse(value) as Settings[K];
  // A setting saved before a field existed keeps the default for that field.
  return typeof fallback === 'object'
    ? ({ ...(fallback as object), ...(stored as object) } as Settings[K])
    : stored;
}

/** Several settings in one statement (a hot path's round trips), each as `setting` answers it. */
export async function settingsOf<K extends keyof Settings>(
  db: Executor,
  keys: readonly K[],
): Promise<{ [P in K]: Settings[P] }> {
  const rows = await storedSettings(db, [...keys]);
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  return Object.fromEntries(keys.map((key) => [key, withDefaults(key, stored.get(key))])) as {
    [P in K]: Settings[P];
  };
}
