import assert from 'node:assert/strict';
import { appInCharge } from '../support/app-in-charge.ts';
import { test } from '../support/fixtures.ts';
import {
  cookieValue,
  DEMO,
  holdToken,
  loginThroughApi,
  logoutThroughApi,
  TOKEN_COOKIE,
} from '../support/shop-session.ts';

test('the same login sent again within a second never reaches the server', async ({ session }) => {
  const { page } = session;

  const logins: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/user/login')) logins.push(request.method());
  });

  // The form lets one submission through at a time; a buyer who taps again the moment the first
  // answer arrives sends the very same body a few hundred milliseconds later. The page's clock stands
  // still (its timers still run), so a slow answer on a busy machine cannot carry the second tap past
  // the second.
  await page.clock.setFixedTime(new Date('2026-11-28T12:00:00Z'));
  await page.goto('/login');
  await page.getByLabel('Account').fill(DEMO.account);
  await page.getByLabel('Password', { exact: true }).fill('a-wrong-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('alert').filter({ hasText: 'Wrong account or password' }).waitFor();
  await page.getByRole('button', { name: 'Log in' }).click();
  await page
    .getByRole('alert')
    .filter({ hasText: 'Data is being processed, please do not resubmit' })
    .waitFor();
  assert.deepEqual(logins, ['POST']);
});

test('a 401 while logged in drops the token and asks for a login', async ({ session, server }) => {
  const { page, context } = session;
  const token = await loginThroughApi(server.baseURL);
  await holdToken(context, server.baseURL, token);

  await page.goto('/home');
  await page.getByRole('heading', { level: 1, name: 'Crossbay' }).waitFor();
  // The server draws /home logged out; the app settles the session when it takes the page over, and asks for
  // the buyer's own figures then.
  await appInCharge(page);
  await page.waitForLoadState('networkidle');
  // The session ends elsewhere (another device logged out); the next protected call gets a 401.
  await logoutThroughApi(server.baseURL, token);
  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('radio', { name: 'Deutsch' }).click();

  await page.waitForURL('**/login?redirect=%2Fhome');
  await page.getByRole('alert').waitFor();
  assert.equal(await cookieValue(context, TOKEN_COOKIE), undefined, 'the Admin-Token cookie is gone');
});

test('a broken connection says the backend connection is abnormal', async ({ session }) => {
  const { page } = session;

  await page.route('**/api/index/category?**', (route) => route.abort('connectionrefused'));
  // A screen the app draws itself (the server draws /home with its data).
  await page.goto('/explore');
  await page.getByRole('alert').filter({ hasText: 'The backend interface connection is abnormal' }).waitFor();
});

test('a failed HTTP status names the status', async ({ session }) => {
  const { page } = session;

  await page.route('**/api/index/category?**', (route) =>
    route.fulfill({ status: 503, contentType: 'text/plain', body: 'down for maintenance' }),
  );
  await page.goto('/explore');
  await page.getByRole('alert').filter({ hasText: 'The system interface 503 returned an error' }).waitFor();
});

// Public answers carry an ETag and `cache-control: no-cache`. The browser keeps them, asks
// again with If-None-Match, and hands fetch its stored answer when the server says 304 Not Modified.
test('a catalogue answer the browser already holds comes back whole after a 304', async ({
  session,
  server,
}) => {
  const { page } = session;
  await page.goto('/home');
  await page.getByRole('heading', { level: 1, name: 'Crossbay' }).waitFor();
  // The app writes `lang` last: this order is this test's own address in the server's log.
  const url = '/api/product/detail?lang=en&id=3';
  const answers = await page.evaluate(async (address) => {
    const read = async () => {
      const response = await fetch(address, {
        headers: { accept: 'application/json, text/plain, */*', 'time-zone': 'UTC' },
      });
      return { status: response.status, text: await response.text() };
    };
    return [await read(), await read()];
  }, url);
  assert.deepEqual(
    answers.map((a) => a.status),
    [200, 200],
  );
  assert.equal(answers[1]?.text, answers[0]?.text);
  assert.equal(JSON.parse(answers[1]?.text ?? '{}').data.id, 3);
  // The server's own log: the second request was answered 304, without a body.
  type Line = { reqId?: string; req?: { url?: string }; res?: { statusCode?: number } };
  const statuses = () => {
    const lines = server
      .stdout()
      .split('\n')
      .flatMap((line): Line[] => {
        try {
          return [JSON.parse(line) as Line];
        } catch {
          return []; // the tail's first line may be cut
        }
      });
    const ids = new Set(lines.filter((l) => l.req?.url === url).map((l) => l.reqId));
    return lines.filter((l) => ids.has(l.reqId) && l.res).map((l) => l.res?.statusCode);
  };
  // The log line of an answer may be written a moment after the answer.
  for (let i = 0; i < 50 && statuses().length < 2; i++) await new Promise((r) => setTimeout(r, 100));
  assert.deepEqual(statuses(), [200, 304]);
});
