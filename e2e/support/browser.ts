import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { recordAnnouncements } from './announcements.ts';

export const PHONE = { width: 390, height: 844 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `extraArgs` e.g. a host resolver rule, to open the shop on a plain-http name that is not localhost. */
export function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [...CHROMIUM_ARGS, ...extraArgs],
  });
}

export type Session = {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors, CSP reports excluded. */
  consoleErrors: string[];
  /** Content-Security-Policy violations, from the DOM event or from the console. */
  cspViolations: string[];
  /** Responses with a status of 400 or more (kept apart: a missing image is not a script error). */
  failedResponses: FailedResponse[];
  close: () => Promise<void>;
};

export type FailedResponse = { status: number; url: string; resourceType: string };

type Violation = { directive: string; blocked: string; source: string };

export async function openSession(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = PHONE,
  { offlineApp = false }: { offlineApp?: boolean } = {},
): Promise<Session> {
  const phone = viewport.width < 600;
  // The service worker is left out unless a test is about it: each test's fresh context would
  // otherwise download the whole app in the background.
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile: phone,
    hasTouch: phone,
    serviceWorkers: offlineApp ? 'allow' : 'block',
  });
  const consoleErrors: string[] = [];
  const cspViolations: string[] = [];
  const failedResponses: FailedResponse[] = [];

  // The binding and init script run outside the page's CSP, so they report violations without causing one.
  await context.exposeBinding('__reportCspViolation', (_source, v: Violation) => {
    cspViolations.push(`${v.directive} blocked ${v.blocked || '(inline)'} at ${v.source}`);
  });
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (v: Violation) => void })
      .__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) => {
      report({ directive: event.violatedDirective, blocked: event.blockedURI, source: event.sourceFile });
    });
  });

  await recordAnnouncements(context);

  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('console', (message) => {
    const text = message.text();
    if (/content security policy/i.test(text)) cspViolations.push(text);
    else if (message.type() === 'error' && !text.startsWith('Failed to load resource'))
      consoleErrors.push(text);
  });
  page.on('pageerror', (error) => consoleErrors.push(`uncaught: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() < 400) return;
    failedResponses.push({
      status: response.status(),
      url: response.url(),
      resourceType: response.request().resourceType(),
    });
  });

  return { context, page, consoleErrors, cspViolations, failedResponses, close: () => context.close() };
}
