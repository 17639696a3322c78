import { resolve } from 'node:path';
import { STAFF_IDLE_MINUTES } from '@crossbay/contract/staff';
import { z } from 'zod';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

// The client secret and the codes travel to the provider: plain HTTP only to this machine.
function isSecureOrLoopback(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const { protocol, hostname } = new URL(url);
  return protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(hostname);
}

const HttpUrl = z
  .string()
  .regex(/^https?:\/\/[^\s/]+/, { error: 'must be an http:// or https:// URL', abort: true });

const Env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default(resolve(REPO_ROOT, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  // Connections each server process keeps to PostgreSQL; several processes multiply it.
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  // Writes every SQL statement sent to stderr, with its time (profiling round trips; not for production).
  SQL_LOG: z.stringbool().default(false),
  WEB_DIST: z.string().min(1).default(resolve(REPO_ROOT, 'web/dist')),
  MEDIA_DIR: z.string().min(1).optional(),
  // Where uploads and drawn media are kept: this machine's folders, or the database every server shares.
  FILE_STORE: z.enum(['folder', 'database']).default('folder'),
  // Server processes on this machine, one port (node:cluster); 1 is a single process.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CARD_KEY_SECRET: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 64 hexadecimal characters (32 bytes)')
    .optional(),
  PAY_CODE_SECRET: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 64 hexadecimal characters (32 bytes)')
    .optional(),
  LOGIN_LINK_SECRET: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 64 hexadecimal characters (32 bytes)')
    .optional(),
  STAFF_TOTP_SECRET: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'must be 64 hexadecimal characters (32 bytes)')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Crossbay <no-reply@crossbay.local>'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  // Several server processes count API calls together in Redis; without it each counts its own.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_PREFIX: z.string().min(1).default('crossbay:'),
  TRUST_PROXY: z.stringbool().default(false),
  // Strict-Transport-Security on every answer; without it, only on requests a trusted proxy says were https.
  HSTS: z.stringbool().default(false),
  // The bearer token of `/metrics` (Prometheus); unset, nothing is measured and the route does not exist.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  // Where traces go (OpenTelemetry, OTLP over HTTP: `<endpoint>/v1/traces`); unset, nothing is traced and the
  // tracing libraries are never loaded (docs/decisions/0122).
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  OTEL_SERVICE_NAME: z.string().min(1).max(100).default('crossbay'),
  // API calls of one client address handled at once in a process, and how many more of that address wait
  // their turn (past that: 429); other addresses never wait behind them (plugins/address-queue.ts).
  ADDRESS_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).default(8),
  ADDRESS_QUEUE: z.coerce.number().int().min(0).max(100_000).default(64),
  // Pictures a process decodes at once, how many more wait their turn (past that: 429, "busy"), and how
  // many a buyer may upload a day (decision 0098).
  UPLOAD_DECODES: z.coerce.number().int().min(1).max(64).default(1),
  UPLOAD_QUEUE: z.coerce.number().int().min(0).max(1000).default(4),
  UPLOADS_PER_DAY: z.coerce.number().int().min(1).default(50),
  SEED_DEMO: z.stringbool().default(true),
  ORDER_UNPAID_MINUTES: z.coerce.number().int().positive().default(30),
  ORDER_UNFUNDED_MINUTES: z.coerce.number().int().positive().default(5),
  // A display rate older than this is not shown (issue 36): the ECB publishes none on weekends and holidays.
  DISPLAY_RATE_MAX_AGE_HOURS: z.coerce.number().positive().default(96),
  ORDER_AUTO_RECEIVE_DAYS: z.coerce.number().positive().default(10),
  ORDER_AUTO_COMPLETE_DAYS: z.coerce.number().positive().default(7),
  // Buyer protection (issue 37 item 4, decision 0109): receipt confirmed N days after the courier's delivery
  // (ORDER_AUTO_RECEIVE_DAYS from shipping when no courier scanned one), the buyer's one extension, the discount
  // money credited on a parcel not delivered by its promised latest day (0: none), and the days after which an
  // undecided refund request is overdue.
  ORDER_RECEIPT_AFTER_DELIVERY_DAYS: z.coerce.number().positive().default(7),
  ORDER_RECEIPT_EXTENSION_DAYS: z.coerce.number().positive().default(5),
  LATE_DELIVERY_CREDIT_CENTS: z.coerce.number().int().min(0).default(500),
  REFUND_ESCALATE_DAYS: z.coerce.number().positive().default(3),
  SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(0).default(60),
  // Every process checks each wallet against its bill rows this often (0: never); the drift is logged and
  // is `crossbay_ledger_drift_cents` on /metrics.
  LEDGER_CHECK_MINUTES: z.coerce.number().int().min(0).default(60),
  // How long the security log keeps an event (logins, failures, lock-outs, changes), in days.
  SECURITY_LOG_DAYS: z.coerce.number().int().positive().default(365),
  // Buyers' page speed (POST /api/vitals): the share of page loads that report (0 turns it off), and how many
  // days the measures are kept.
  VITALS_SAMPLE: z.coerce.number().min(0).max(1).default(0.1),
  VITALS_DAYS: z.coerce.number().int().positive().default(30),
  // The live notice stream (GET /api/notice/events); off, it answers 204 and the app stops asking (a proxy
  // that cannot hold a response open for minutes).
  NOTICE_STREAM: z.stringbool().default(true),
  // How often payments' sales are added to the shown counters (orders/sales.ts); 0 turns it off.
  SALES_FOLD_MS: z.coerce.number().int().min(0).default(1000),
  // Public catalog answers kept in each process at most this long (0: not kept), and how many.
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
  PUBLIC_CACHE_MAX_ENTRIES: z.coerce.number().int().positive().default(5000),
  // A valid session is remembered this long in each process; a logout or disable made through another
  // process reaches this one within it (0: every request asks the database).
  SESSION_CACHE_MS: z.coerce.number().int().min(0).max(10_000).default(1000),
  // Minutes a back-office staff session lives without a request (issue 40, decision 0118).
  STAFF_IDLE_MINUTES: z.coerce
    .number()
    .positive()
    .max(24 * 60)
    .default(STAFF_IDLE_MINUTES),
  // Third-party login (OpenID Connect): off unless issuer, client id and secret are all set.
  OIDC_ISSUER: HttpUrl.refine(
    isSecureOrLoopback,
    'must use https:// (http:// only for localhost)',
  ).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  // openid-client sends the token endpoint this address without its query, so it may not have one.
  // Couriers' webhook secrets by courier code, "kerry=…,dhl=…" (decision 0096); a courier without one is refused.
  CARRIER_WEBHOOK_SECRETS: z
    .string()
    .regex(
      /^[a-z0-9]+=[^,=\s]{16,}(,[a-z0-9]+=[^,=\s]{16,})*$/,
      'must be code=secret pairs separated by commas, each secret at least 16 characters',
    )
    .optional(),
  OIDC_REDIRECT_URI: HttpUrl.regex(/^[^?#]+$/, 'may not have a query (?) or fragment (#)').optional(),
  // The shop's address as buyers reach it, for links in emails (never taken from a request's Host).
  PUBLIC_URL: HttpUrl.optional(),
  // Web Push (decision 0116): the VAPID key pair (base64url, both or neither; unset: generated once into the
  // data folder), the contact push services may write to (mailto: or https:; unset: MAIL_FROM's address).
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be an uncompressed P-256 public key in base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
    .optional(),
  // Push endpoints over plain http:// are refused unless this is on (a push service on this machine in tests).
  PUSH_HTTP_ENDPOINTS: z.stringbool().default(false),
  // The push services an https endpoint may be at (a host or its parent domain, comma-separated): the server
  // posts to the endpoint a browser gave, so any other host, an address on the shop's own network included, is
  // refused. Chrome, Firefox, Edge and Safari's services by default.
  PUSH_SERVICE_HOSTS: z
    .string()
    .max(2000)
    .default('fcm.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com')
    .transform((hosts) =>
      hosts
        .split(',')
        .map((h) => h.trim().toLowerCase())
        .filter(Boolean),
    ),
  // How often each process looks for new notices to push and mail (0: never), and pushes sent at once.
  NOTICE_SEND_MS: z.coerce.number().int().min(0).default(1000),
  NOTICE_SENDS_AT_ONCE: z.coerce.number().int().min(1).max(100).default(4),
});

// Third-party login needs all three; a half-configured one is a mistake, not "off".
const OIDC_TRIO = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;
const VAPID_PAIR = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY'] as const;
const EnvChecked = Env.superRefine((env, ctx) => {
  const vapid = VAPID_PAIR.filter((name) => env[name] !== undefined);
  if (vapid.length === 1)
    for (const name of VAPID_PAIR.filter((n) => env[n] === undefined))
      ctx.addIssue({ code: 'custom', path: [name], message: `must be set too (with ${vapid.join(', ')})` });
  const set = OIDC_TRIO.filter((name) => env[name] !== undefined);
  if (set.length === 0 || set.length === OIDC_TRIO.length) return;
  for (const name of OIDC_TRIO.filter((n) => env[n] === undefined)) {
    ctx.addIssue({ code: 'custom', path: [name], message: `must be set too (with ${set.join(', ')})` });
  }
});

export type Config = z.infer<typeof Env>;

/** Reads the environment; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvChecked.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return { ...parsed.data, ...overrides };
}

/** Drawn catalog pictures; a folder of their own so several databases can share them. */
export function mediaDir(config: Pick<Config, 'DATA_DIR' | 'MEDIA_DIR'>): string {
  return config.MEDIA_DIR ?? resolve(config.DATA_DIR, 'media');
}

/** Where the provider sends the buyer back with `code` and `state`: the web app's login screen. */
export function oidcRedirectUri(config: Pick<Config, 'OIDC_REDIRECT_URI' | 'PORT'>): string {
  return config.OIDC_REDIRECT_URI ?? `http://localhost:${config.PORT}/login`;
}

/** The shop's address in links it emails: PUBLIC_URL, or this machine's port. */
export function publicUrl(config: Pick<Config, 'PUBLIC_URL' | 'PORT'>): string {
  return config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
}

export function sqliteFile(config: Config): string {
  return resolve(config.DATA_DIR, 'crossbay.sqlite');
}
