// Lighthouse (mobile, its default simulated throttling) on the pages a buyer opens first, with Debian's Chromium.
// Usage: npm run lighthouse -w @crossbay/bench [-- --runs 3 --pages home,detail,bag,myPurchases --url http://…
//   --reports <folder>]
// Without --url it starts the server on a fresh seeded SQLite database, serving the built web/dist (npm run build
// first). Each run is a cold load in a new browser profile; /bag and /myPurchases are opened logged in as a buyer
// with four lines in his bag and three orders to pay. Prints the median of each column per page, and the load average.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { apiClient } from './support/api-client.ts';
import { benchDatabase } from './support/bench-database.ts';
import { newBuyer, pickCatalogue } from './support/orders-setup.ts';
import { ROOT, startServer, stopServer } from './support/server.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: 'home,detail,bag,myPurchases' },
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
const TOKEN_COOKIE = 'Admin-Token';

type Page = { name: string; path: (base: string) => Promise<string>; loggedIn: boolean };

async function firstProductId(base: string): Promise<number> {
  const answer = await (await fetch(`${base}/api/index/hot_product?page=1&limit=1`)).json();
  const id = answer?.data?.list?.[0]?.id;
  if (typeof id !== 'number') throw new Error('the shop has no product to open');
  return id;
}

const PAGES: Record<string, Page> = {
  home: { name: '/home', path: async () => '/home', loggedIn: false },
  detail: {
    name: '/detail/:id',
    path: async (base) => `/detail/${await firstProductId(base)}`,
    loggedIn: false,
  },
  bag: { name: '/bag (logged in)', path: async () => '/bag', loggedIn: true },
  myPurchases: { name: '/myPurchases (logged in)', path: async () => '/myPurchases', loggedIn: true },
};

/**
 * A buyer as the logged-in pages are measured for, made for the run by `ops user create` on the database of the
 * server (`env`: the one this bench started; with --url, that server's DATABASE_URL or DATA_DIR in this
 * environment): four lines in his bag, and three orders waiting for payment in his list.
 */
async function shopper(base: string, env: NodeJS.ProcessEnv): Promise<string> {
  const call = apiClient(base);
  const create = (account: string, password: string) =>
    execFileSync(process.execPath, ['server/src/ops/cli.ts', 'user', 'create', account, password], {
      cwd: ROOT,
      env,
      encoding: 'utf8',
    });
  const token = await newBuyer(call, `lighthouse${Date.now()}`, create);
  const { physical } = await pickCatalogue(call);
  if (physical.length < 7)
    throw new Error('the shop has too few products in stock for a bag and three orders');
  for (const sku of physical.slice(0, 3)) {
    const items = [{ sku_id: sku, quantity: 1 }];
    const preview = await call<{ total: string }>('/api/order/preview', { items }, token);
    const created = await call('/api/order/create', { items, expected_total: preview.data?.total }, token);
    if (created.code !== 1) throw new Error(`an order for the bench's buyer failed: ${created.msg}`);
  }
  for (const sku of physical.slice(3, 7)) {
    const added = await call('/api/cart/add', { sku_id: sku, quantity: 1 }, token);
    if (added.code !== 1) throw new Error(`a line for the bench's buyer's bag failed: ${added.msg}`);
  }
  return token;
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
    if (token) await browser.setCookie({ name: TOKEN_COOKIE, value: token, domain: new URL(url).hostname });
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
const chosen = values.pages.split(',').map((name) => {
  const page = PAGES[name.trim()];
  if (!page) throw new Error(`unknown page ${name}: one of ${Object.keys(PAGES).join(', ')}`);
  return page;
});

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
  const token = chosen.some((page) => page.loggedIn) ? await shopper(base, serverEnv) : null;
  console.log(`Lighthouse, mobile, ${runs} run(s) per page, median; load average before: ${loadAverage()}`);
  const rows: string[] = [];
  for (const page of chosen) {
    const url = `${base}${await page.path(base)}`;
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
    `\n| page | performance | LCP | TBT | CLS | bytes | of which JS |\n|---|---|---|---|---|---|---|`,
  );
  for (const row of rows) console.log(row);
  console.log(`\nload average after: ${loadAverage()}`);
} finally {
  await stop();
}
