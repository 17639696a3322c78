import { parseArgs } from 'node:util';
import { STAFF_ROLES } from '@crossbay/contract/staff';
import { noticePublish, userCreate, userDisable } from './accounts.ts';
import { complaintCommand, consultCommand, refundCommand } from './after-sales.ts';
import { backupCommand, restoreCheck } from './backup.ts';
import { bannerSet, productAdd, productPrice, productSale, productStock, shopAdd } from './catalog.ts';
import { withOps } from './context.ts';
import { shopHandling, transitCommand } from './delivery.ts';
import { grant, ledgerCheck } from './ledger.ts';
import { loginLink } from './login-link.ts';
import { cardKeyImport, orderShip, orderShow, orderTrack, promoAdd } from './orders.ts';
import { ratesCommand } from './rates.ts';
import { securityLog } from './security-log.ts';
import { settingCommand } from './settings.ts';
import { staffCommand } from './staff.ts';
import { uploadSave } from './uploads.ts';
import { userShow } from './users.ts';
import { vitalsCommand } from './vitals.ts';
import { voucherCommand } from './vouchers.ts';
import { rechargeCommand, withdrawCommand } from './wallet.ts';

const USAGE = `usage: npm run ops -- <command>
  migrate                              apply new migrations to the database and exit (before an upgrade)
  ledger-check                         every balance equals the sum of its bill rows (exit 1 on drift)
  backup <file>                        an online, consistent copy of the live database: SQLite's backup,
                                       or pg_dump's custom format on PostgreSQL; never overwrites a file
  restore-check <backup>               restores the backup into a scratch database, runs ledger-check
                                       there, prints every table's rows (exit 1 on drift or a failed restore)
  grant <account> <amount> [--note t] [--bonus]
                                       operator adjustment of a balance (--bonus: of the discount
                                       money), with its bill row (a debit after --: grant demo -- -3.00)
  user show <account>                  a user's account, balance and discount money
  user create <account> <password> [--email e]
  user disable <account>               end the user's sessions and refuse their login
  notice publish --lang <l> --title <t> --body <b>
  product add --merchant <id> --category <slug> --name <n> --price <12.50> --stock <n> [--spec s] [--description html]
  product stock <product id> <stock> [--sku <id>]
  product price <product id> <12.50> [--sku <id>]      the product shows its lowest spec price
  product off <product id> | product on <product id>   off sale: out of lists and search, greyed in bags
  merchant add <name> [--description text]
  merchant handling <id> <days>        business days the shop takes to hand a parcel to the courier
  transit list | set <country|*> <min> <max>
                                       business days in transit to a country ('*': every other one)
  banner set --lang <l> --sort <n> --title <t> --subtitle <s> [--image path] [--link path]
  order ship <sn> --company <name> --tracking <number>
  order show <sn>
  order track <sn> --status <in_transit|at_hub|out_for_delivery|delivered|failed_attempt|returned> --place <place> [--text <words>] [--at <ISO time>]
                                       a courier's scan, as its webhook would send it
  promo add <CODE> --kind percent|fixed --value <10|5.00> [--min-spend 20.00] [--days 30] [--total-limit n] [--per-user-limit n] [--merchant id]
  voucher add --kind fixed|percent --value <5.00|10> [--min-spend 30.00] [--days 30] [--total-limit n] [--per-buyer-limit n] [--merchant id]
                                       a voucher buyers collect and use on one order (no --merchant: the
                                       platform's, usable on any shop's order)
  voucher list | voucher disable <id>  a disabled voucher is no longer offered; collected ones stay usable
  cardkey import <product id> <file>   lines of "card number,card password"
  recharge list [--reference <code>] | pass <id> --arrival <amount> | refuse <id> --reason <text>
                                       waiting recharges with the buyer's transfer reference;
                                       --reference: every recharge sent with that reference
  withdraw list | pass <id> | refuse <id> --reason <text>
                                       each pass and refuse is written in the audit log with actor ops;
                                       above setting approval_threshold_cents ops is one approver of two,
                                       a finance or owner account in the back office the other
  refund list [--status auditing|passed|refused] | pass <id> [--note text] | refuse <id> --note <text>
                                       waiting requests older than REFUND_ESCALATE_DAYS end in OVERDUE
  complaint list [--open] | reply <id> <text…>
  upload save <path> <file>            a private upload (a recharge's evidence, a refund's proof, a
                                       complaint's certificate) copied to a file to look at
  consult list [--open] | reply <id> <text…>     the shop's answer to a buyer's consultation
  setting show <key> | setting set <key> <json>   e.g. setting set register_fields '{"email_code":"required"}'
  rates set <CUR> <units per dollar> [<CUR> <rate> …]   e.g. rates set EUR 0.9213 JPY 155.27
  rates import <eurofxref-daily.xml>   the ECB's daily reference rates, turned per dollar
  rates list                           every display rate, when set, and whether too old to be shown
  security-log [--account a] [--kind k] [--since 2026-11-28] [--limit 100]
                                       logins, failures, lock-outs and security changes, newest first
                                       (kinds: login_succeeded|login_failed|login_throttled|login_locked|
                                       password_changed|pay_code_changed|pay_code_wrong|pay_code_locked)
  vitals [--hours 24]                  buyers' page speed: p75 of LCP, INP, CLS, FCP and TTFB per route
  staff create <name> --role ${STAFF_ROLES.join('|')}
                                       a back-office account; prints its one-time enrolment link (24 h),
                                       where it sets a password and a TOTP second factor
  staff list | staff disable <name>    disabling ends the member's sessions at once
  login-link <account> [--path /bag] [--base http://localhost:3000]
                                       a one-time link that logs the user in at startup`;

function readArgs() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        note: { type: 'string' },
        status: { type: 'string' },
        open: { type: 'boolean', default: false },
        bonus: { type: 'boolean', default: false },
        path: { type: 'string', default: '/home' },
        email: { type: 'string' },
        lang: { type: 'string' },
        title: { type: 'string' },
        body: { type: 'string' },
        merchant: { type: 'string' },
        category: { type: 'string' },
        name: { type: 'string' },
        price: { type: 'string' },
        stock: { type: 'string' },
        spec: { type: 'string' },
        sku: { type: 'string' },
        description: { type: 'string' },
        sort: { type: 'string' },
        subtitle: { type: 'string' },
        image: { type: 'string' },
        link: { type: 'string' },
        company: { type: 'string' },
        arrival: { type: 'string' },
        reason: { type: 'string' },
        reference: { type: 'string' },
        tracking: { type: 'string' },
        place: { type: 'string' },
        text: { type: 'string' },
        at: { type: 'string' },
        kind: { type: 'string' },
        value: { type: 'string' },
        'min-spend': { type: 'string' },
        days: { type: 'string' },
        'total-limit': { type: 'string' },
        'per-user-limit': { type: 'string' },
        'per-buyer-limit': { type: 'string' },
        account: { type: 'string' },
        since: { type: 'string' },
        limit: { type: 'string' },
        hours: { type: 'string' },
        role: { type: 'string' },
        base: { type: 'string', default: `http://localhost:${process.env.PORT ?? 3000}` },
      },
    });
  } catch (error) {
    console.error((error as Error).message);
    return null;
  }
}

const parsed = readArgs();
const { positionals, values } = parsed ?? {
  positionals: [],
  values: {} as NonNullable<typeof parsed>['values'],
};
const [command, ...args] = positionals;

const commands: Record<string, () => Promise<number>> = {
  // withOps migrates the database before every command; this one does only that.
  migrate: () =>
    withOps(async ({ out }) => {
      out('the database is at the latest migration');
      return 0;
    }),
  'ledger-check': () => withOps((ctx) => ledgerCheck(ctx)),
  // Neither opens the live database through withOps, which would migrate it first.
  backup: () => backupCommand(args[0]),
  'restore-check': () => restoreCheck(args[0]),
  grant: () =>
    withOps((ctx) => grant(ctx, args[0], args[1], values.note ?? 'operator adjustment', values.bonus)),
  'login-link': () => withOps((ctx) => loginLink(ctx, args[0], values.path, values.base)),
  'security-log': () =>
    withOps((ctx) =>
      securityLog(ctx, {
        account: values.account,
        kind: values.kind,
        since: values.since,
        limit: values.limit,
      }),
    ),
  vitals: () => withOps((ctx) => vitalsCommand(ctx, values.hours)),
  user: () =>
    withOps((ctx) => {
      if (args[0] === 'show') return userShow(ctx, args[1]);
      if (args[0] === 'create') return userCreate(ctx, args[1], args[2], values.email);
      if (args[0] === 'disable') return userDisable(ctx, args[1]);
      return Promise.resolve(usage());
    }),
  product: () =>
    withOps((ctx) => {
      if (args[0] === 'add') return productAdd(ctx, values);
      if (args[0] === 'stock') return productStock(ctx, args[1], args[2], values.sku);
      if (args[0] === 'price') return productPrice(ctx, args[1], args[2], values.sku);
      if (args[0] === 'off' || args[0] === 'on') return productSale(ctx, args[0] === 'on', args[1]);
      return Promise.resolve(usage());
    }),
  merchant: () =>
    withOps((ctx) =>
      args[0] === 'add'
        ? shopAdd(ctx, args[1], values.description)
        : args[0] === 'handling'
          ? shopHandling(ctx, args[1], args[2])
          : Promise.resolve(usage()),
    ),
  transit: () => withOps((ctx) => transitCommand(ctx, args)),
  banner: () => withOps((ctx) => (args[0] === 'set' ? bannerSet(ctx, values) : Promise.resolve(usage()))),
  order: () =>
    withOps((ctx) => {
      if (args[0] === 'ship') return orderShip(ctx, args[1], values.company, values.tracking);
      if (args[0] === 'show') return orderShow(ctx, args[1]);
      if (args[0] === 'track') return orderTrack(ctx, args[1], values);
      return Promise.resolve(usage());
    }),
  promo: () =>
    withOps((ctx) => (args[0] === 'add' ? promoAdd(ctx, args[1], values) : Promise.resolve(usage()))),
  voucher: () => withOps((ctx) => voucherCommand(ctx, args, values)),
  cardkey: () =>
    withOps((ctx) =>
      args[0] === 'import' ? cardKeyImport(ctx, args[1], args[2]) : Promise.resolve(usage()),
    ),
  recharge: () => withOps((ctx) => rechargeCommand(ctx, args[0], args[1], values)),
  withdraw: () => withOps((ctx) => withdrawCommand(ctx, args[0], args[1], values.reason)),
  refund: () => withOps((ctx) => refundCommand(ctx, args[0], args[1], values)),
  complaint: () => withOps((ctx) => complaintCommand(ctx, args, values.open)),
  upload: () =>
    withOps((ctx) => (args[0] === 'save' ? uploadSave(ctx, args[1], args[2]) : Promise.resolve(usage()))),
  consult: () => withOps((ctx) => consultCommand(ctx, args, values.open)),
  setting: () => withOps((ctx) => settingCommand(ctx, args[0], args[1], args[2])),
  staff: () => withOps((ctx) => staffCommand(ctx, args, values.role)),
  rates: () => withOps((ctx) => ratesCommand(ctx, args[0], args.slice(1))),
  notice: () =>
    withOps((ctx) =>
      args[0] === 'publish'
        ? noticePublish(ctx, values.lang, values.title, values.body)
        : Promise.resolve(usage()),
    ),
};

function usage(): number {
  console.error(USAGE);
  return 2;
}

const run = parsed && command ? commands[command] : undefined;
process.exitCode = run ? await run() : usage();
