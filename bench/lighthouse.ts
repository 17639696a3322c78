// Lighthouse (mobile, its default simulated throttling) on every route of spec §2 (issue 39), with Debian's Chromium.
// Usage: npm run lighthouse -w @crossbay/bench [-- --runs 3 --routes home,detail,bag,myPurchases --url http://…
//   --reports <folder>]
// `--routes` keeps the routes whose pattern (without its leading slash) or first segment is named; all by default.
// Without --url it starts the server on a fresh seeded SQLite database, serving the built web/dist (npm run build
// first). Each run is a cold load in a new browser profile; a route that needs a login is opened as a buyer with
// four lines in his bag, three orders to pay, a paid one, an address and a question to a shop. Prints the median
// of each column per route, and the load average.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { checkoutPath } from '@crossbay/contract/checkout-link';
import { LOGGED_IN_COOKIE, TOKEN_COOKIE } from '@crossbay/contract/session-cookie';
import type { VitalRoute } from '@crossbay/contract/vitals-rules';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { type Answer, apiClient } from './support/api-client.ts';
import { benchDatabase } from './support/bench-database.ts';
import { newBuyer, pickCatalogue } from './support/orders-setup.ts';
import { ROOT, startServer, stopServer } from './support/server.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    routes: { type: 'string' },
    url: { type: 'string' },
    // Writes each run's full report (JSON) into this folder, for a look at its trace and request chains.
    reports: { type: 'string' },
  },
});

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** What a route's parameters are filled from: the demo catalogue and the bench's buyer. */
type Facts = {
  productId: number;
  shopId: number;
  order: { id: number; sn: string; productId: number; total: string };
  addressId: number;
  consultationId: number;
  bagSkus: number[];
};
type Opener = { path: (facts: Facts) => string; loggedIn: boolean };

const open = (path: string | ((facts: Facts) => string), loggedIn = false): Opener => ({
  path: typeof path === 'string' ? () => path : path,
  loggedIn,
});
const buyer = (path: string | ((facts: Facts) => string)) => open(path, true);

/**
 * How each route of the app is opened. Keyed by the app's own route list (contract/vitals-rules.ts, which a web
 * test keeps equal to the router's): a route added without a way to open it here fails the typecheck.
 */
const OPENERS: Record<VitalRoute, Opener> = {
  '/home': open('/home'),
  '/code': open('/code'),
  '/explore': open('/explore'),
  '/bag': buyer('/bag'),
  '/order': buyer('/order'),
  '/orderInfo/:id?': buyer((f) => `/orderInfo/${f.order.id}`),
  '/comment': buyer((f) => `/comment?order=${f.order.id}`),
  '/refund/:id?/:sn?/:product_ids?/:amount?': buyer(
    (f) => `/refund/${f.order.id}/${f.order.sn}/${f.order.productId}/${f.order.total}`,
  ),
  '/checkout': buyer((f) => checkoutPath(f.bagSkus.slice(0, 2).map((sku_id) => ({ sku_id, quantity: 1 })))),
  '/myPurchases/:status?': buyer('/myPurchases'),
  '/me': buyer('/me'),
  '/cards': buyer('/cards'),
  '/language': open('/language'),
  '/notification': buyer('/notification'),
  '/profile': buyer('/profile'),
  '/forgotPassword': open('/forgotPassword'),
  '/changePassword': buyer('/changePassword'),
  '/changePayPwd': buyer('/changePayPwd'),
  '/passwords': buyer('/passwords'),
  '/helpAndSupport': open('/helpAndSupport'),
  '/withDraw': buyer('/withDraw'),
  '/depositRecord': buyer('/depositRecord'),
  '/topUp': buyer('/topUp'),
  '/walletTopUp': buyer('/walletTopUp'),
  '/cardTopUp': buyer('/cardTopUp'),
  '/topUpRecord': buyer('/topUpRecord'),
  '/capitalRecord': buyer('/capitalRecord'),
  '/discount': buyer('/discount'),
  '/myFavourite': buyer('/myFavourite'),
  '/payment': buyer('/payment'),
  '/security': buyer('/security'),
  '/devices': buyer('/devices'),
  '/myData': buyer('/myData'),
  '/closeAccount': buyer('/closeAccount'),
  '/noticeSettings': buyer('/noticeSettings'),
  '/vouchers': buyer('/vouchers'),
  '/heart': buyer('/heart'),
  '/filter': open('/filter'),
  '/setting': open('/setting'),
  '/search': open('/search?q=bluetooth'),
  '/popular': open('/popular'),
  '/detail/:product?/:mer?': open((f) => `/detail/${f.productId}`),
  '/login': open('/login'),
  '/register': open('/register'),
  '/platform': open('/platform'),
  '/merchant': open('/merchant'),
  '/seller': open('/seller'),
  '/law': open('/law'),
  '/address': buyer('/address'),
  '/addressForm/:id?': buyer((f) => `/addressForm/${f.addressId}`),
  '/shop/:id?': open((f) => `/shop/${f.shopId}`),
  '/products': open('/products'),
  '/service': buyer('/service'),
  '/complaint/:id?': buyer((f) => `/complaint/${f.shopId}`),
  '/platformComplaint': buyer('/platformComplaint'),
  '/consult/:product_id?/:mch_id?': buyer((f) => `/consult/${f.productId}/${f.shopId}`),
  '/consult/list': buyer('/consult/list'),
  '/consult/detail/:id?': buyer((f) => `/consult/detail/${f.consultationId}`),
};

/**
 * The buyer the logged-in routes are opened as, made for the run by `ops user create` on the database of the
 * server (`env`: the one this bench started; with --url, that server's DATABASE_URL or DATA_DIR in this
 * environment): four lines in his bag, three orders waiting for payment and one paid, an address, a question to
 * a shop; and what the routes' parameters are filled from.
 */
async function shopper(base: string, env: NodeJS.ProcessEnv): Promise<{ token: string; facts: Facts }> {
  const call = apiClient(base);
  const create = (account: string, password: string) =>
    execFileSync(process.execPath, ['server/src/ops/cli.ts', 'user', 'create', account, password], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
  const must = async <T>(what: string, answer: Promise<Answer<T>>): Promise<T> => {
    const done = await answer;
    if (done.code !== 1) throw new Error(`${what} for the bench's buyer failed: ${done.msg}`);
    return done.data;
  };
  const token = await newBuyer(call, `lighthouse${Date.now()}`, create);
  execFileSync(
    process.execPath,
    ['server/src/ops/cli.ts', 'grant', ...[await accountOf(call, token)], '1000.00'],
    {
      cwd: ROOT,
      env,
    },
  );
  const { physical } = await pickCatalogue(call);
  if (physical.length < 8)
    throw new Error('the shop has too few products in stock for a bag and four orders');
  const orders: { id: number; sn: string; total: string }[] = [];
  for (const sku of physical.slice(0, 4)) {
    const items = [{ sku_id: sku, quantity: 1 }];
    const preview = await must('a preview', call<{ total: string }>('/api/order/preview', { items }, token));
    const created = await must(
      'an order',
      call<{ orders: { id: number; sn: string; total: string }[] }>(
        '/api/order/create',
        { items, expected_total: preview.total },
        token,
      ),
    );
    orders.push(...created.orders);
  }
  const paid = orders[0];
  if (!paid) throw new Error('no order was created');
  await must(
    'a payment',
    call(
      '/api/order/pay',
      { order_ids: [paid.id], pay_password: '123456', idempotency_key: `lighthouse-pay-${paid.id}` },
      token,
    ),
  );
  const bagSkus = physical.slice(4, 8);
  for (const sku of bagSkus)
    await must('a bag line', call('/api/cart/add', { sku_id: sku, quantity: 1 }, token));
  const detail = await must(
    'the paid order',
    call<{ merchant_id: number; items: { product_id: number }[] }>(
      `/api/order/detail?id=${paid.id}`,
      undefined,
      token,
    ),
  );
  const productId = detail.items[0]?.product_id ?? 0;
  const addresses = await must(
    'the addresses',
    call<{ id: number }[]>('/api/user/address_list', undefined, token),
  );
  const consultation = await must(
    'a question to a shop',
    call<{ id: number }>(
      '/api/consult/add',
      { merchant_id: detail.merchant_id, product_id: productId, content: 'Does it ship to Thailand?' },
      token,
    ),
  );
  return {
    token,
    facts: {
      productId,
      shopId: detail.merchant_id,
      order: { ...paid, productId },
      addressId: addresses[0]?.id ?? 0,
      consultationId: consultation.id,
      bagSkus,
    },
  };
}

async function accountOf(call: ReturnType<typeof apiClient>, token: string): Promise<string> {
  const info = await call<{ account: string }>('/api/user/getUserInfo', undefined, token);
  return info.data.account;
}

type Measure = {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  bytes: number;
  scriptBytes: number;
};

async function measure(url: string, token: string | null): Promise<Measure> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const page = await browser.newPage();
    const domain = new URL(url).hostname;
    // The session cookie, and the one by which the app knows a buyer is logged in (docs/decisions/0115).
    if (token)
      await browser.setCookie(
        { name: TOKEN_COOKIE, value: token, domain },
        { name: LOGGED_IN_COOKIE, value: '1', domain },
      );
    // A new profile has an empty cache; the reset would also drop the login cookie.
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      },
      undefined,
      page,
    );
    await browser.disconnect();
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (values.reports) {
      writeFileSync(
        `${values.reports}/${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`,
        result.report as string,
      );
    }
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const summary = (
      lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
    )?.items;
    return {
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight'),
      scriptBytes: summary?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN,
    };
  } finally {
    chrome.kill();
  }
}

// Lighthouse now and then finds no navigation start in the trace it recorded (NO_NAVSTART), more often on a busy
// machine: that run says nothing about the page, so it is taken again, at most twice.
async function measureRetrying(url: string, token: string | null): Promise<Measure> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measure(url, token);
    } catch (error) {
      if (attempt > 2 || !String(error).includes('NO_NAVSTART')) throw error;
      console.log(`  ${url}: Lighthouse recorded no navigation start; run again`);
    }
  }
}

function median(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

const runs = Number(values.runs);
const wanted = values.routes?.split(',').map((name) => name.trim().replace(/^\//, ''));
const chosen = (Object.keys(OPENERS) as VitalRoute[]).filter((route) => {
  const pattern = route.slice(1);
  return !wanted || wanted.includes(pattern) || wanted.includes(pattern.split('/')[0] ?? '');
});
if (chosen.length === 0) throw new Error(`no route matches --routes ${values.routes}`);

let stop = async () => {};
let base = values.url?.replace(/\/$/, '');
let serverEnv: NodeJS.ProcessEnv = process.env;
if (!base) {
  const port = 3900 + Math.floor(Math.random() * 90);
  const { env, drop } = await benchDatabase('sqlite');
  serverEnv = { ...process.env, ...env };
  const server = await startServer(env, port);
  base = `http://127.0.0.1:${port}`;
  stop = async () => {
    await stopServer(server);
    await drop();
  };
}

try {
  const { token, facts } = await shopper(base, serverEnv);
  console.log(`Lighthouse, mobile, ${runs} run(s) per route, median; load average before: ${loadAverage()}`);
  const rows: string[] = [];
  for (const route of chosen) {
    const opener = OPENERS[route];
    const path = opener.path(facts);
    const page = { name: `${path}${opener.loggedIn ? ' (logged in)' : ''}`, loggedIn: opener.loggedIn };
    const url = `${base}${path}`;
    const measures: Measure[] = [];
    for (let run = 0; run < runs; run += 1) {
      const m = await measureRetrying(url, page.loggedIn ? token : null);
      console.log(
        `  ${page.name} run ${run + 1}: ${m.score}, LCP ${(m.lcpMs / 1000).toFixed(2)} s, TBT ${m.tbtMs.toFixed(0)} ms, load average ${loadAverage()}`,
      );
      measures.push(m);
    }
    const mid = (field: keyof Measure) => median(measures.map((m) => m[field]));
    rows.push(
      `| ${page.name} | ${mid('score')} | ${(mid('lcpMs') / 1000).toFixed(2)} s | ${mid('tbtMs').toFixed(0)} ms | ${mid('cls').toFixed(3)} | ${kib(mid('bytes'))} | ${kib(mid('scriptBytes'))} |`,
    );
  }
  console.log(
    `\n| route | performance | LCP | TBT | CLS | bytes | of which JS |\n|---|---|---|---|---|---|---|`,
  );
  for (const row of rows) console.log(row);
  console.log(`\nload average after: ${loadAverage()}`);
} finally {
  await stop();
}
