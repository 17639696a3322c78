import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Page,
} from '@playwright/test';
import { recordAnnouncements } from './announcements.ts';
import { startMailCatcher } from './mail-catcher.ts';
import { type RunningServer, startServer } from './server.ts';
import { addHomeAddress, type ShopApi, shopApi, skuOf } from './shop-api.ts';
import { holdToken, loginThroughApi } from './shop-session.ts';

export { expect };

export type FailedResponse = { status: number; url: string; resourceType: string };

/** What a browser context saw go wrong while the test ran. */
export type Problems = {
  /** Console errors and uncaught page errors, CSP reports excluded. */
  consoleErrors: string[];
  /** Content-Security-Policy violations, from the DOM event or from the console. */
  cspViolations: string[];
  /** Responses with a status of 400 or more (kept apart: a missing image is not a script error). */
  failedResponses: FailedResponse[];
};

export type Session = Problems & { context: BrowserContext; page: Page };

export type Buyer = { token: string; api: ShopApi };
export type BagLine = { skuId: number; productId: number; shopId: number };
export type MailCatcher = Awaited<ReturnType<typeof startMailCatcher>>;

type Violation = { directive: string; blocked: string; source: string };

const problemsOf = new WeakMap<BrowserContext, Problems>();

/** Records what goes wrong in every page of the context, and the app's announcements (toasts). */
async function watch(context: BrowserContext): Promise<Problems> {
  const problems: Problems = { consoleErrors: [], cspViolations: [], failedResponses: [] };
  problemsOf.set(context, problems);
  // The binding and init script run outside the page's CSP, so they report violations without causing one.
  await context.exposeBinding('__reportCspViolation', (_source, v: Violation) => {
    problems.cspViolations.push(`${v.directive} blocked ${v.blocked || '(inline)'} at ${v.source}`);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (v: Violation) => void })
      .__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report({ directive: event.violatedDirective, blocked: event.blockedURI, source: event.sourceFile });
    });
  });
  await recordAnnouncements(context);
  context.on('page', (page) => {
    page.on('console', (message) => {
      const text = message.text();
      if (/content security policy/i.test(text)) problems.cspViolations.push(text);
      else if (message.type() === 'error' && !text.startsWith('Failed to load resource'))
        problems.consoleErrors.push(text);
    });
    page.on('pageerror', (error) => problems.consoleErrors.push(`uncaught: ${error.message}`));
    page.on('response', (response) => {
      if (response.status() < 400) return;
      problems.failedResponses.push({
        status: response.status(),
        url: response.url(),
        resourceType: response.request().resourceType(),
      });
    });
  });
  return problems;
}

/** A browser context of its own, watched like the test's own (for a session that outlives one test). */
export async function openWatchedSession(
  browser: Browser,
  options: BrowserContextOptions,
  timeout = 15_000,
): Promise<Session> {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(timeout);
  const problems = await watch(context);
  return { context, page: await context.newPage(), ...problems };
}

/** No CSP violation, no console error, no failed request other than an image (or one the test expects). */
export function expectCleanPage(
  problems: Problems,
  expectedFailures: (url: string) => boolean = () => false,
): void {
  expect(problems.cspViolations, 'no Content-Security-Policy violation').toEqual([]);
  expect(problems.consoleErrors, 'no console error').toEqual([]);
  const unexpected = problems.failedResponses.filter(
    (response) => response.resourceType !== 'image' && !expectedFailures(response.url),
  );
  expect(unexpected, 'no failed request other than an image').toEqual([]);
}

/**
 * One server per spec file: the first test of a file starts the real server on a fresh database (serving
 * the built web app from WEB_DIST, default web/dist); the next file's first test stops it and starts its own.
 */
function serverPerFile() {
  let current: { file: string; server: Promise<RunningServer> } | undefined;
  const stop = async () => {
    const running = current?.server;
    current = undefined;
    await running?.then((server) => server.stop()).catch(() => undefined);
  };
  return {
    async forFile(file: string, env: Record<string, string>): Promise<RunningServer> {
      if (current?.file !== file) {
        await stop();
        current = { file, server: startServer(env) };
      }
      return current.server;
    },
    stop,
  };
}

/**
 * Something a spec file prepares once on its server (buyers, orders, settings) for all of its tests:
 * `scene: ({ server }, use) => prepared(server).then(use)`.
 */
export function oncePerServer<T>(prepare: (server: RunningServer) => Promise<T>) {
  const prepared = new WeakMap<RunningServer, Promise<T>>();
  return (server: RunningServer): Promise<T> => {
    let scene = prepared.get(server);
    if (!scene) {
      scene = prepare(server);
      prepared.set(server, scene);
    }
    return scene;
  };
}

const homeAddressOnce = oncePerServer(async (server) => {
  await addHomeAddress(shopApi(server.baseURL, await loginThroughApi(server.baseURL)));
});

type TestFixtures = {
  /** Extra environment for the file's server (read when its first test starts it). */
  serverEnv: Record<string, string>;
  server: RunningServer;
  /** The test's own page and context (a phone unless the test says otherwise), with what went wrong in it. */
  session: Session;
  /** Another browser of its own, with the test's options unless overridden; closed after the test. */
  openSession: (options?: BrowserContextOptions) => Promise<Session>;
  /** The demo buyer, logged in through the API; the test's browser holds the session cookie. */
  buyer: Buyer;
  /** The demo buyer with a home address to ship to (added once on the file's server). */
  addressedBuyer: Buyer;
  /** The demo buyer's bag with one item in stock from each of two shops. */
  bag: [BagLine, BagLine];
};

type WorkerFixtures = {
  /** `forFile(testInfo.file, env)`: the file's server, for a hook that runs before the file's tests. */
  servers: ReturnType<typeof serverPerFile>;
  /** An SMTP server on loopback that keeps every mail, for a file whose server sends real mail. */
  mail: MailCatcher;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  servers: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const servers = serverPerFile();
      await use(servers);
      await servers.stop();
    },
    { scope: 'worker' },
  ],
  mail: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const mail = await startMailCatcher();
      await use(mail);
      await mail.close();
    },
    { scope: 'worker' },
  ],
  serverEnv: [{}, { option: true }],
  // A first start draws the demo pictures (about a minute on two cores); later starts reuse them.
  server: [
    async ({ servers, serverEnv }, use, testInfo) => {
      await use(await servers.forFile(testInfo.file, serverEnv));
    },
    { timeout: 240_000 },
  ],
  baseURL: async ({ server }, use) => {
    await use(server.baseURL);
  },
  context: async ({ context }, use) => {
    await watch(context);
    await use(context);
  },
  session: async ({ context, page }, use) => {
    const problems = problemsOf.get(context);
    if (!problems) throw new Error('the context is not watched');
    await use({ context, page, ...problems });
  },
  openSession: async (
    { browser, baseURL, viewport, isMobile, hasTouch, serviceWorkers, actionTimeout },
    use,
  ) => {
    const contexts: BrowserContext[] = [];
    await use(async (options = {}) => {
      const session = await openWatchedSession(
        browser,
        { baseURL, viewport, isMobile, hasTouch, serviceWorkers, ...options },
        actionTimeout || undefined,
      );
      contexts.push(session.context);
      return session;
    });
    for (const context of contexts) await context.close();
  },
  buyer: async ({ server, context }, use) => {
    const token = await loginThroughApi(server.baseURL);
    await holdToken(context, server.baseURL, token);
    await use({ token, api: shopApi(server.baseURL, token) });
  },
  addressedBuyer: async ({ buyer, server }, use) => {
    await homeAddressOnce(server);
    await use(buyer);
  },
  bag: async ({ buyer }, use) => {
    const first = await skuOf(buyer.api, 'physical');
    const second = await skuOf(buyer.api, 'physical', [first.shopId]);
    for (const line of [first, second])
      await buyer.api.post('/api/cart/add', { sku_id: line.skuId, quantity: 1 });
    await use([first, second]);
  },
});

/** A screenshot kept with the test's results (the HTML report shows it), for a person to look at. */
export async function keepScreenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  await test.info().attach(name, { body: await page.screenshot(options), contentType: 'image/png' });
}

/** For a file whose server sends real mail: its SMTP server is the catcher (`mail`), where tests read it. */
export const testWithMail = test.extend({
  serverEnv: async ({ mail }, use) => {
    await use({ SMTP_URL: mail.url });
  },
});
