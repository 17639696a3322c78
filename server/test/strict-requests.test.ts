import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import { STAFF_TOKEN_HEADER, type StaffRole } from '@crossbay/contract/staff';
import type { App } from '#server/app.ts';
import { OPS_ACTOR } from '#server/modules/audit-log/service.ts';
import { createStaff } from '#server/modules/staff/enrolment.ts';
import { openStaffSession } from '#server/modules/staff/sessions.ts';
import { addVoucher } from '#server/modules/vouchers/service.ts';
import { type Buyer, cardKeySku, paidOrder, payingBuyer } from './support/after-sales.ts';
import { dialects } from './support/dialects.ts';
import { addHomeAddress, checkout, idempotencyKey, physicalSku } from './support/shopping.ts';
import { waitingRecharge } from './support/staff.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { uploadPicture } from './support/uploads.ts';

// Every request body and query refuses a field its route does not name (docs/decisions/0056): the answer
// is the validation envelope in the request's language, and nothing is written.

type Sent = {
  body?: Record<string, unknown>;
  query?: Record<string, string | number>;
  expectOk?: boolean;
  /** A stream answered without the extra field stays open: server/test/notice-events.test.ts reads it. */
  stream?: boolean;
  /** The back office's routes: a staff session's header instead of the buyer's token. */
  staffToken?: string;
  /** The path with its parameters filled in, when the route has some. */
  path?: string;
};
/** A route ('METHOD /path') and a request to it that is valid but for the field the test adds. */
type Case = { route: string; request: (buyer: Buyer, app: App) => Promise<Sent> | Sent; extraAt?: string };

const EXTRA = 'unknown_field';
const refusal = (field: string) => `Diese Anfrage enthält ein Feld, das der Server nicht annimmt: ${field}`;

let names = 0;
const buyerFor = (app: App) => payingBuyer(app, `strict${++names}`);

/** A platform voucher anyone may collect, once each. */
const offeredVoucher = (app: App) =>
  addVoucher(app.db, {
    merchant_id: null,
    kind: 'fixed',
    value: 100,
    starts_at: new Date(Date.now() - 1000).toISOString(),
    ends_at: new Date(Date.now() + 86_400_000).toISOString(),
    created_at: new Date().toISOString(),
  });

async function unpaidOrder(app: App, buyer: Buyer): Promise<number> {
  const sku = await physicalSku(app);
  const { created } = await checkout(app, buyer.token, { items: [{ sku_id: sku.skuId, quantity: 1 }] });
  assert.equal(created?.body.code, Codes.Ok, created?.body.msg);
  return created?.body.data.orders[0]?.id ?? 0;
}

async function bagLine(app: App, buyer: Buyer): Promise<number> {
  const sku = await physicalSku(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/cart/add',
    payload: { sku_id: sku.skuId, quantity: 1 },
    headers: { token: buyer.token },
  });
  return res.json().data.shops[0].items[0].id;
}

async function consultation(app: App, buyer: Buyer): Promise<number> {
  const sku = await physicalSku(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/consult/add',
    payload: { merchant_id: sku.shopId, content: 'Is it waterproof?' },
    headers: { token: buyer.token },
  });
  return res.json().data.id;
}

/** A session of a new staff member of the role (its enrolment is another test's: staff-api.test.ts). */
async function staffToken(app: App, role: StaffRole): Promise<string> {
  const { id } = await createStaff(
    app.db,
    { name: `strict-${role}-${++names}`, role },
    OPS_ACTOR,
    'http://x',
  );
  return openStaffSession(app.db, id, null);
}

async function addressId(app: App, buyer: Buyer): Promise<number> {
  const row = await app.db
    .selectFrom('addresses')
    .select('id')
    .where('user_id', '=', buyer.id)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const groups: Record<string, Case[]> = {
  account: [
    {
      route: 'POST /api/user/login',
      // The case's own buyer: the accounts' numbers go on from one dialect's run to the next.
      request: async (buyer, app) => {
        const { account } = await app.db
          .selectFrom('users')
          .select('account')
          .where('id', '=', buyer.id)
          .executeTakeFirstOrThrow();
        return { body: { account, password: 'secret-pass' } };
      },
    },
    {
      route: 'POST /api/user/login_link',
      request: () => ({ body: { account: 'nobody-in-particular' } }),
    },
    {
      route: 'POST /api/user/autologin',
      request: () => ({ body: { data: 'not-a-ticket', code: 'x' }, expectOk: false }),
    },
    {
      route: 'POST /api/user/register',
      request: () => ({
        body: {
          account: `fresh${++names}`,
          password: 'secret-pass',
          repassword: 'secret-pass',
          email: `fresh${names}@example.com`,
        },
        // An email code is required by default: the well-formed request is refused for it, not for its fields.
        expectOk: false,
      }),
    },
    { route: 'POST /api/user/display_currency', request: () => ({ body: { currency: 'EUR' } }) },
    {
      route: 'POST /api/user/resetpwd',
      request: () => ({
        body: {
          email: 'strict1@example.com',
          email_code: '123456',
          password: 'abcdef1',
          repassword: 'abcdef1',
        },
        expectOk: false,
      }),
    },
    {
      route: 'POST /api/user/change_password',
      request: () => ({
        body: { old_password: 'secret-pass', password: 'brand-new-1', repassword: 'brand-new-1' },
      }),
    },
    {
      route: 'POST /api/user/resetPay',
      request: () => ({
        body: { old_pay_password: '123456', pay_password: '654321', repay_password: '654321' },
      }),
    },
    { route: 'POST /api/user/verify_pay', request: () => ({ body: { pay_password: '123456' } }) },
    // A wrong code: the buyer's account stays open for the routes after it.
    {
      route: 'POST /api/user/close_account',
      request: () => ({ body: { pay_password: '000000' }, expectOk: false }),
    },
    { route: 'POST /api/user/profile', request: () => ({ body: { username: 'Ann' } }) },
    { route: 'GET /api/user/set_language', request: () => ({ query: { file_name: 'fr' } }) },
    {
      route: 'POST /api/ems/send',
      request: () => ({ body: { email: `mail${++names}@example.com`, event: 'register' } }),
    },
    { route: 'POST /api/user/third', request: () => ({ body: { code: 'c', state: 's' }, expectOk: false }) },
    { route: 'POST /api/user/sessions/end', request: () => ({ body: { id: 999_999 }, expectOk: false }) },
  ],
  addresses: [
    { route: 'GET /api/user/address_list', request: () => ({ query: { page: 1, limit: 10 } }) },
    {
      route: 'GET /api/user/address',
      request: async (b, app) => ({ query: { id: await addressId(app, b) } }),
    },
    {
      route: 'POST /api/user/address_add',
      request: () => ({
        body: {
          addressee: 'Bo Chan',
          mobile: '+66 81 234 5679',
          country: 'TH',
          region: 'Chiang Mai',
          city: 'Mueang Chiang Mai',
          postcode: '50200',
          detail: '3 Nimman Rd',
          tag: 'company',
        },
      }),
    },
    {
      route: 'POST /api/user/address_set_default',
      request: async (b, app) => ({ body: { id: await addressId(app, b) } }),
    },
    {
      route: 'GET /api/user/address_del',
      request: async (b, app) => ({ query: { id: await addressId(app, b) } }),
    },
  ],
  catalog: [
    { route: 'GET /api/index/product', request: () => ({ query: { category: 1, sort: 'newest' } }) },
    { route: 'GET /api/index/hot_product', request: () => ({ query: { page: 1, limit: 4 } }) },
    { route: 'GET /api/index/hot_merchant', request: () => ({ query: { page: 1 } }) },
    {
      route: 'GET /api/product/detail',
      request: async (_b, app) => ({ query: { id: (await physicalSku(app)).productId } }),
    },
    {
      route: 'GET /api/product/comments',
      request: async (_b, app) => ({ query: { id: (await physicalSku(app)).productId, page: 1 } }),
    },
    { route: 'GET /api/merchant/list', request: () => ({ query: { keyword: 'a' } }) },
    {
      route: 'GET /api/merchant/detail',
      request: async (_b, app) => ({ query: { id: (await physicalSku(app)).shopId } }),
    },
    {
      route: 'GET /api/merchant/delivery_promise',
      request: async (_b, app) => ({ query: { id: (await physicalSku(app)).shopId } }),
    },
    {
      route: 'POST /api/merchant/follow',
      request: async (_b, app) => ({ body: { merchant_id: (await physicalSku(app)).shopId } }),
    },
    {
      route: 'POST /api/merchant/unfollow',
      request: async (_b, app) => ({ body: { merchant_id: (await physicalSku(app)).shopId } }),
    },
    { route: 'GET /api/user/follow_list', request: () => ({ query: { page: 1 } }) },
    {
      route: 'POST /api/wishlist/add',
      request: async (_b, app) => ({ body: { product_id: (await physicalSku(app)).productId } }),
    },
    {
      route: 'POST /api/wishlist/del',
      request: async (_b, app) => ({ body: { product_id: (await physicalSku(app)).productId } }),
    },
    { route: 'GET /api/wishlist/list', request: () => ({ query: { page: 1 } }) },
    {
      route: 'GET /api/voucher/list',
      request: async (_b, app) => ({ query: { merchant_id: (await physicalSku(app)).shopId } }),
    },
    {
      route: 'POST /api/voucher/collect',
      request: async (_b, app) => ({ body: { voucher_id: await offeredVoucher(app) } }),
    },
    { route: 'GET /api/product/together', request: () => ({ query: { ids: '1,2', kind: 'bought' } }) },
    { route: 'GET /api/viewed/cards', request: () => ({ query: { ids: '1,2' } }) },
    {
      route: 'POST /api/viewed/merge',
      request: async (_b, app) => ({ body: { product_ids: [(await physicalSku(app)).productId] } }),
    },
    {
      route: 'POST /api/vitals',
      request: () => ({
        body: {
          route: '/home',
          locale: 'en',
          connection: '4g',
          consent: 'unasked',
          vitals: [{ name: 'LCP', value: 900 }],
        },
      }),
    },
  ],
  'bag and orders': [
    {
      route: 'POST /api/cart/add',
      request: async (_b, app) => ({ body: { sku_id: (await physicalSku(app)).skuId, quantity: 1 } }),
    },
    {
      route: 'POST /api/cart/update',
      request: async (b, app) => ({ body: { id: await bagLine(app, b), quantity: 2 } }),
    },
    { route: 'POST /api/cart/del', request: async (b, app) => ({ body: { ids: [await bagLine(app, b)] } }) },
    {
      route: 'POST /api/order/preview',
      request: async (_b, app) => ({
        body: { items: [{ sku_id: (await physicalSku(app)).skuId, quantity: 1 }] },
      }),
    },
    {
      route: 'POST /api/order/preview',
      extraAt: 'vouchers.0.',
      request: async (_b, app) => {
        const sku = await physicalSku(app);
        return {
          body: {
            items: [{ sku_id: sku.skuId, quantity: 1 }],
            vouchers: [{ merchant_id: sku.shopId, voucher_id: null }],
          },
        };
      },
    },
    {
      route: 'POST /api/order/preview',
      extraAt: 'items.0.',
      request: async (_b, app) => ({
        body: { items: [{ sku_id: (await physicalSku(app)).skuId, quantity: 1 }] },
      }),
    },
    {
      route: 'POST /api/order/create',
      request: async (b, app) => {
        const items = [{ sku_id: (await physicalSku(app)).skuId, quantity: 1 }];
        const preview = await app.inject({
          method: 'POST',
          url: '/api/order/preview',
          payload: { items },
          headers: { token: b.token },
        });
        return {
          body: { items, expected_total: preview.json().data.total, idempotency_key: idempotencyKey() },
        };
      },
    },
    {
      route: 'POST /api/order/promo_check',
      request: async (_b, app) => ({
        body: { code: 'NOSUCHCODE', items: [{ sku_id: (await physicalSku(app)).skuId, quantity: 1 }] },
        expectOk: false,
      }),
    },
    {
      route: 'POST /api/order/pay',
      request: async (b, app) => ({
        body: {
          order_ids: [await unpaidOrder(app, b)],
          pay_password: '123456',
          idempotency_key: idempotencyKey(),
        },
      }),
    },
    {
      route: 'POST /api/order/cancel',
      request: async (b, app) => ({ body: { id: await unpaidOrder(app, b) } }),
    },
    {
      route: 'POST /api/order/receive',
      request: async (b, app) => ({ body: { id: await unpaidOrder(app, b) }, expectOk: false }),
    },
    {
      route: 'POST /api/order/extend_receipt',
      request: async (b, app) => ({ body: { id: await unpaidOrder(app, b) }, expectOk: false }),
    },
    { route: 'GET /api/user/order_list', request: () => ({ query: { status: 'all', page: 1 } }) },
    {
      route: 'GET /api/order/detail',
      request: async (b, app) => ({ query: { id: await unpaidOrder(app, b) } }),
    },
    {
      route: 'GET /api/order/logistics',
      request: async (b, app) => ({ query: { id: await unpaidOrder(app, b) } }),
    },
    { route: 'GET /api/order/cards', request: () => ({ query: { page: 1 } }) },
    {
      route: 'GET /api/order/limit',
      request: async (_b, app) => ({ query: { product_id: (await physicalSku(app)).productId } }),
    },
  ],
  wallet: [
    {
      route: 'POST /api/user/recharge',
      request: async (b, app) => ({
        body: {
          method: 'chain',
          network: 'TRC20',
          address: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
          amount: '20.00',
          evidence: await uploadPicture(app, b.token),
          idempotency_key: idempotencyKey(),
        },
      }),
    },
    {
      route: 'POST /api/user/extract',
      request: () => ({
        body: {
          type: 'bank',
          amount: '10.00',
          card_number: '4111 1111 1111 1111',
          bank_name: 'Kasikorn',
          holder: 'Ann Lee',
          email_code: '123456',
          pay_password: '123456',
          idempotency_key: idempotencyKey(),
        },
        expectOk: false,
      }),
    },
    { route: 'GET /api/user/recharge_log', request: () => ({ query: { page: 1 } }) },
    { route: 'GET /api/user/extract_log', request: () => ({ query: { page: 1 } }) },
    { route: 'GET /api/user/bill', request: () => ({ query: { type: 'adjustment' } }) },
    { route: 'GET /api/user/discount', request: () => ({ query: { page: 1 } }) },
  ],
  'after-sales and notices': [
    {
      route: 'POST /api/refund/apply',
      request: async (b, app) => ({
        body: {
          order_id: (await paidOrder(app, b, (await physicalSku(app)).skuId)).id,
          type: 'refund_only',
          goods_state: 'received',
          amount: '0.01',
          reason: 'other',
          explanation: 'The key did not work',
          proof: [await uploadPicture(app, b.token)],
        },
      }),
    },
    {
      route: 'GET /api/refund/detail',
      request: async (b, app) => ({
        query: { order_id: (await paidOrder(app, b, await cardKeySku(app))).id },
      }),
    },
    {
      route: 'POST /api/comment/add',
      request: async (b, app) => ({
        body: {
          order_id: (await paidOrder(app, b, await cardKeySku(app))).id,
          content: 'Works well',
          product_score: 5,
          service_score: 5,
          postage_score: 5,
        },
      }),
    },
    {
      route: 'POST /api/user/complain',
      request: async (b, app) => ({
        body: { content: 'The page was slow', certificate: await uploadPicture(app, b.token) },
      }),
    },
    { route: 'GET /api/user/complain_list', request: () => ({ query: { page: 1 } }) },
    {
      route: 'POST /api/consult/add',
      request: async (_b, app) => ({
        body: { merchant_id: (await physicalSku(app)).shopId, content: 'Hello?' },
      }),
    },
    { route: 'GET /api/consult/list', request: () => ({ query: { page: 1 } }) },
    {
      route: 'GET /api/consult/detail',
      request: async (b, app) => ({ query: { id: await consultation(app, b) } }),
    },
    {
      route: 'POST /api/consult/reply',
      request: async (b, app) => ({ body: { id: await consultation(app, b), content: 'And the size?' } }),
    },
    { route: 'GET /api/notice/list', request: () => ({ query: { page: 1 } }) },
    { route: 'GET /api/notice/events', request: () => ({ query: { after: 0 }, stream: true }) },
    { route: 'POST /api/notice/read', request: () => ({ body: { id: 999_999 }, expectOk: false }) },
    {
      // Plain http is refused (PUSH_HTTP_ENDPOINTS is off here): refused on its merits once the body is valid.
      route: 'POST /api/push/subscribe',
      request: () => ({
        body: {
          endpoint: 'http://127.0.0.1:9/push',
          keys: {
            p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
            auth: 'tBHItJI5svbpez7KI4CCXg',
          },
        },
        expectOk: false,
      }),
    },
    {
      route: 'POST /api/push/unsubscribe',
      request: () => ({ body: { endpoint: 'https://push.example/gone' } }),
    },
    {
      route: 'POST /api/push/preferences',
      request: () => ({ body: { channel: 'push', kind: 'wallet', on: true } }),
    },
  ],
  admin: [
    {
      route: 'POST /api/admin/enrolment',
      request: () => ({ body: { token: 'not-a-link', password: 'secret-pass' }, expectOk: false }),
    },
    {
      route: 'POST /api/admin/enrolment/confirm',
      request: () => ({ body: { token: 'not-a-link', code: '123456' }, expectOk: false }),
    },
    {
      route: 'POST /api/admin/login',
      request: () => ({ body: { name: 'nobody', password: 'secret-pass', code: '123456' }, expectOk: false }),
    },
    {
      route: 'POST /api/admin/staff',
      request: async (_buyer, app) => ({
        body: { name: `strict-new-${++names}`, role: 'support' },
        staffToken: await staffToken(app, 'owner'),
      }),
    },
    {
      route: 'GET /api/admin/audit',
      request: async (_buyer, app) => ({ query: { limit: 5 }, staffToken: await staffToken(app, 'owner') }),
    },
    {
      route: 'POST /api/admin/recharges/{id}/pass',
      request: async (buyer, app) => ({
        path: `/api/admin/recharges/${await waitingRecharge(app, buyer.id, 1000)}/pass`,
        body: { arrival: '10.00' },
        staffToken: await staffToken(app, 'finance'),
      }),
    },
    {
      route: 'POST /api/admin/recharges/{id}/refuse',
      request: async (buyer, app) => ({
        path: `/api/admin/recharges/${await waitingRecharge(app, buyer.id, 1000)}/refuse`,
        body: { reason: 'no transfer arrived' },
        staffToken: await staffToken(app, 'finance'),
      }),
    },
    {
      // The same value again (the default): valid, it changes nothing a later test reads.
      route: 'POST /api/admin/settings/approval-threshold',
      request: async (_buyer, app) => ({
        body: { threshold: '1000.00' },
        staffToken: await staffToken(app, 'owner'),
      }),
    },
    {
      route: 'POST /api/admin/withdrawals/{id}/refuse',
      request: async (_buyer, app) => ({
        path: '/api/admin/withdrawals/999999/refuse',
        body: { reason: 'no such request' },
        staffToken: await staffToken(app, 'finance'),
        expectOk: false,
      }),
    },
  ],
  carrier: [
    {
      // Unsigned, from a courier without a secret: refused on its merits once the body is valid.
      route: 'POST /api/carrier/webhook/{carrier}',
      request: () => ({
        body: {
          event_id: 'e1',
          tracking_number: 'KX1',
          status: 'at_hub',
          place: 'Bangkok',
          occurred_at: '2026-11-28T08:00:00Z',
        },
        expectOk: false,
      }),
    },
  ],
};

/** Every row of every table, in a fixed order: what "nothing changed" is checked against. */
async function everything(app: App): Promise<string> {
  const tables = (await app.db.introspection.getTables()).map((table) => table.name).sort();
  const dump: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = await app.db
      .selectFrom(table as 'users')
      .selectAll()
      .execute();
    dump[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return JSON.stringify(dump);
}

async function send(app: App, route: string, token: string, sent: Sent) {
  const [method, template] = route.split(' ') as ['GET' | 'POST', string];
  const path = sent.path ?? template;
  const query = new URLSearchParams({ ...sent.query, lang: 'de' } as Record<string, string>);
  const res = await app.inject({
    method,
    url: `${path}?${query}`,
    headers: sent.staffToken ? { [STAFF_TOKEN_HEADER]: sent.staffToken } : { token },
    ...(sent.body ? { payload: sent.body } : {}),
  });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string } };
}

/** The same request with one more field: at the top, or inside the first item of a list (`items.0.`). */
function withExtra(sent: Sent, at = ''): Sent {
  if (sent.query) return { ...sent, query: { ...sent.query, [EXTRA]: 'x' } };
  const body = structuredClone(sent.body ?? {});
  if (at === 'items.0.' || at === 'vouchers.0.') {
    const list = body[at.slice(0, -3)] as Record<string, unknown>[];
    list[0] = { ...list[0], [EXTRA]: 1 };
  } else body[EXTRA] = 'x';
  return { ...sent, body };
}

for (const dialect of dialects) {
  describe(`a request with a field its route does not name, on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
      await addHomeAddress(t.app, (await buyerFor(t.app)).token);
    });
    after(() => t.close());

    for (const [group, cases] of Object.entries(groups)) {
      describe(group, () => {
        for (const { route, request, extraAt } of cases) {
          it(`${route}${extraAt ? ` (inside ${extraAt.slice(0, -1)})` : ''}: refused, nothing changes`, async () => {
            const buyer = await buyerFor(t.app);
            const sent = await request(buyer, t.app);
            const before = await everything(t.app);
            const refused = await send(t.app, route, buyer.token, withExtra(sent, extraAt));
            assert.deepEqual(refused, {
              status: 200,
              body: { code: Codes.ValidationFailed, msg: refusal(`${extraAt ?? ''}${EXTRA}`), data: null },
            });
            assert.equal(await everything(t.app), before, 'nothing was written');
            if (sent.stream) return;
            // Without the extra field the same request is answered on its merits.
            const answered = await send(t.app, route, buyer.token, sent);
            if (sent.expectOk === false) assert.notEqual(answered.body.msg, refused.body.msg);
            else assert.equal(answered.body.code, Codes.Ok, `${route}: ${answered.body.msg}`);
          });
        }
      });
    }

    it('covers every route that takes a body or a query', async () => {
      const spec = t.app.swagger() as {
        paths: Record<string, Record<string, { parameters?: { in: string }[]; requestBody?: unknown }>>;
      };
      const taking = Object.entries(spec.paths).flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, op]) => op.requestBody || op.parameters?.some((p) => p.in === 'query'))
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      );
      assert.ok(taking.length > 50, `read only ${taking.length} routes from the API description`);
      const tested = new Set(Object.values(groups).flatMap((cases) => cases.map((c) => c.route)));
      assert.deepEqual(
        taking.filter((route) => !tested.has(route)),
        [],
      );
    });
  });
}
