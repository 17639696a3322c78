import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import type { FastifyInstance } from 'fastify';
import { type Buyer, paidOrder, payingBuyer } from './support/after-sales.ts';
import { dialects } from './support/dialects.ts';
import { opsFor } from './support/ops-cli.ts';
import { physicalSku } from './support/shopping.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

// Only the fields the contract names reach the wire (docs/decisions/0064): whatever a handler's object
// carries besides — a cost price, a password hash — is left out of the answer.

const LEAKS = { password_hash: 'scrypt$16384$c2VjcmV0', cost_price: 1234 };
// Requests with this header get every object of their handler's answer widened with LEAKS.
const WIDEN = 'x-test-widen';

function widened(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(widened);
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  return { ...Object.fromEntries(Object.entries(value).map(([k, v]) => [k, widened(v)])), ...LEAKS };
}

const widenAnswers = (api: FastifyInstance) => {
  api.addHook('preSerialization', async (request, _reply, payload: unknown) =>
    request.headers[WIDEN] ? widened(payload) : payload,
  );
};

for (const dialect of dialects) {
  describe(`answers carry only the contract's fields on ${dialect}`, () => {
    let t: TestApp;
    let buyer: Buyer;
    let orderId = 0;
    let shopId = 0;
    before(async () => {
      t = await startTestApp(dialect, { inApi: widenAnswers });
      buyer = await payingBuyer(t.app, 'widened');
      const sku = await physicalSku(t.app);
      shopId = sku.shopId;
      const order = await paidOrder(t.app, buyer, sku.skuId);
      orderId = order.id;
      const ops = opsFor(t);
      assert.equal((await ops('order', 'ship', order.sn, '--company', 'Kerry', '--tracking', 'R1')).code, 0);
      await inject('POST', '/api/order/receive', { id: orderId });
      await inject('POST', '/api/cart/add', { sku_id: sku.skuId, quantity: 1 });
      await inject('POST', '/api/wishlist/add', { product_id: sku.productId });
    });
    after(() => t.close());

    function inject(method: 'GET' | 'POST', url: string, payload?: object, widen = false) {
      return t.app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: { token: buyer.token, ...(widen ? { [WIDEN]: '1' } : {}) },
      });
    }

    function assertNoLeak(payload: string, route: string) {
      for (const field of Object.keys(LEAKS)) assert.ok(!payload.includes(field), `${route} sent ${field}`);
    }

    const reads = () => [
      '/api/index/product?page=1&limit=5',
      '/api/product/detail?id=1',
      '/api/index/platform',
      `/api/merchant/detail?id=${shopId}`,
      '/api/user/getUserInfo',
      '/api/user/address_list',
      '/api/notice/list',
      '/api/cart/list',
      '/api/user/order_list',
      `/api/order/detail?id=${orderId}`,
      '/api/user/bill',
      `/api/refund/detail?order_id=${orderId}`,
      '/api/wishlist/list',
    ];

    it('leaves undeclared fields out of a read of every module', async () => {
      for (const url of reads()) {
        const widenedAnswer = await inject('GET', url, undefined, true);
        const plain = await inject('GET', url);
        assert.equal(widenedAnswer.json().code, Codes.Ok, `${url}: ${widenedAnswer.payload}`);
        assertNoLeak(widenedAnswer.payload, url);
        assert.deepEqual(widenedAnswer.json(), plain.json(), url);
      }
    });

    it('leaves undeclared fields out of a write answer (a review)', async () => {
      const review = await inject(
        'POST',
        '/api/comment/add',
        { order_id: orderId, content: 'Works well', product_score: 5, service_score: 5, postage_score: 5 },
        true,
      );
      assert.equal(review.json().code, Codes.Ok, review.payload);
      assertNoLeak(review.payload, '/api/comment/add');
      const detail = await inject('GET', `/api/order/detail?id=${orderId}`);
      assert.deepEqual(review.json().data, detail.json().data);
    });

    it('refuses to start with an API route that declares no answer', async () => {
      await assert.rejects(
        startTestApp(dialect, {
          seed: false,
          extend: (app) => app.get('/api/test/undeclared', async () => ({ code: 1, msg: 'ok', data: LEAKS })),
        }),
        /GET \/api\/test\/undeclared has no response schema/,
      );
    });
  });
}
