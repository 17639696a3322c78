import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import type { NoticePage } from '@crossbay/contract/notices';
import type { Logistics, OrderPage } from '@crossbay/contract/order';
import { carrierSignature } from '#server/modules/orders/carrier-webhook.ts';
import { type Buyer, paidOrder, payingBuyer } from './support/after-sales.ts';
import { dialects } from './support/dialects.ts';
import { opsFor } from './support/ops-cli.ts';
import { physicalSku } from './support/shopping.ts';
import { get, startTestApp, type TestApp } from './support/test-app.ts';

const SECRET = 'kerry-secret-for-tests-0123456789';

// Issue 37 item 2: couriers' scans through a signed webhook, taken once, and refused when forged, replayed
// or about a number the shop never shipped.
for (const dialect of dialects) {
  describe(`carrier webhook on ${dialect}`, () => {
    let t: TestApp;
    let ops: ReturnType<typeof opsFor>;
    let buyer: Buyer;
    let order: { id: number; sn: string };
    before(async () => {
      t = await startTestApp(dialect, {
        config: { CARRIER_WEBHOOK_SECRETS: `kerry=${SECRET},dhl=${SECRET}x` },
      });
      ops = opsFor(t);
      buyer = await payingBuyer(t.app, 'tracked');
      order = await paidOrder(t.app, buyer, (await physicalSku(t.app)).skuId);
      assert.equal(
        (await ops('order', 'ship', order.sn, '--company', 'Kerry Express', '--tracking', 'KX900')).code,
        0,
      );
    });
    after(() => t.close());

    const scan = (fields: Record<string, unknown> = {}) => ({
      event_id: 'evt-1',
      tracking_number: 'KX900',
      status: 'at_hub',
      place: 'Bangkok hub',
      text: 'Arrived at the sorting centre',
      occurred_at: '2026-11-28T08:00:00+07:00',
      ...fields,
    });
    const send = async (
      body: object,
      { carrier = 'kerry', secret = SECRET, timestamp = Math.floor(Date.now() / 1000) } = {},
    ) => {
      const raw = JSON.stringify(body);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/carrier/webhook/${carrier}`,
        payload: raw,
        headers: {
          'content-type': 'application/json',
          'x-carrier-timestamp': String(timestamp),
          'x-carrier-signature': carrierSignature(secret, String(timestamp), raw),
        },
      });
      return {
        status: res.statusCode,
        body: res.json() as { code: number; data: { recorded: boolean } | null },
      };
    };
    const tracked = async () =>
      (await get<Logistics>(t.app, `/api/order/logistics?id=${order.id}`, { token: buyer.token })).body.data;
    const rows = async () =>
      (await t.app.db.selectFrom('shipment_events').select('id').where('order_id', '=', order.id).execute())
        .length;

    it('takes a scan with a good signature once, however often it is delivered', async () => {
      const first = await send(scan());
      assert.equal(first.status, 200);
      assert.equal(first.body.code, Codes.Ok);
      assert.deepEqual(first.body.data, { recorded: true });
      const again = await send(scan());
      assert.deepEqual(
        again.body.data,
        { recorded: false },
        'a retried delivery answers without a second row',
      );
      assert.equal(await rows(), 1);
      const { scans } = await tracked();
      assert.deepEqual(scans, [
        {
          status: 'at_hub',
          place: 'Bangkok hub',
          text: 'Arrived at the sorting centre',
          at: '2026-11-28T01:00:00.000Z',
        },
      ]);
    });

    for (const [name, body, options, status] of [
      [
        'forged (another secret)',
        scan({ event_id: 'evt-forged' }),
        { secret: 'not-the-kerry-secret-at-all' },
        401,
      ],
      [
        'replayed (signed ten minutes ago)',
        scan({ event_id: 'evt-old' }),
        { timestamp: Math.floor(Date.now() / 1000) - 600 },
        401,
      ],
      [
        'about a number the shop never shipped',
        scan({ event_id: 'evt-unknown', tracking_number: 'KX404' }),
        {},
        404,
      ],
      [
        "about another courier's parcel",
        scan({ event_id: 'evt-dhl' }),
        { carrier: 'dhl', secret: `${SECRET}x` },
        404,
      ],
      ['from a courier without a secret', scan({ event_id: 'evt-ups' }), { carrier: 'ups' }, 404],
    ] as const) {
      it(`refuses a scan ${name}, changing nothing`, async () => {
        const before = await rows();
        const answer = await send(body, options);
        assert.equal(answer.status, status);
        assert.notEqual(answer.body.code, Codes.Ok);
        assert.equal(await rows(), before);
      });
    }

    it('refuses a body changed after signing', async () => {
      const timestamp = String(Math.floor(Date.now() / 1000));
      const signed = JSON.stringify(scan({ event_id: 'evt-changed' }));
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/carrier/webhook/kerry',
        payload: signed.replace('Bangkok hub', 'Elsewhere'),
        headers: {
          'content-type': 'application/json',
          'x-carrier-timestamp': timestamp,
          'x-carrier-signature': carrierSignature(SECRET, timestamp, signed),
        },
      });
      assert.equal(res.statusCode, 401);
      assert.equal(await rows(), 1);
    });

    it("records the courier's delivery time on a delivered scan, and the list shows the latest scan", async () => {
      await send(
        scan({ event_id: 'evt-2', status: 'out_for_delivery', occurred_at: '2026-11-29T02:00:00Z' }),
      );
      await send(
        scan({
          event_id: 'evt-3',
          status: 'delivered',
          place: 'Sukhumvit',
          occurred_at: '2026-11-29T05:30:00Z',
        }),
      );
      const logistics = await tracked();
      assert.equal(logistics.delivered_at, '2026-11-29T05:30:00.000Z');
      assert.deepEqual(
        logistics.scans.map((s) => s.status),
        ['delivered', 'out_for_delivery', 'at_hub'],
      );
      const list = (await get<OrderPage>(t.app, '/api/user/order_list', { token: buyer.token })).body.data;
      assert.equal(list.list.find((o) => o.id === order.id)?.last_scan?.status, 'delivered');
      const row = await t.app.db
        .selectFrom('orders')
        .select(['status'])
        .where('id', '=', order.id)
        .executeTakeFirstOrThrow();
      assert.equal(row.status, 'delivered', 'the order stays shipped until the buyer confirms receipt');
      // The buyer is told of the delivery, in their language, with the order to open; not of the scans between
      // it and the shipping.
      const notices = (
        await get<NoticePage>(t.app, '/api/notice/list?lang=de', { token: buyer.token })
      ).body.data.list.filter((n) => n.target?.id === order.id);
      assert.deepEqual(
        notices.map((n) => [n.title, n.target?.kind]),
        [
          ['Dein Paket wurde zugestellt', 'order'],
          ['Deine Bestellung wurde versandt', 'order'],
        ],
      );
      assert.match(notices[0]?.body ?? '', /Sukhumvit/);
    });

    it('takes a scan from `ops order track`', async () => {
      const done = await ops(
        'order',
        'track',
        order.sn,
        '--status',
        'failed_attempt',
        '--place',
        'Sukhumvit',
        '--text',
        'Nobody home',
        '--at',
        '2026-11-30T03:00:00Z',
      );
      assert.equal(done.code, 0, done.out);
      assert.deepEqual((await tracked()).scans[0], {
        status: 'failed_attempt',
        place: 'Sukhumvit',
        text: 'Nobody home',
        at: '2026-11-30T03:00:00.000Z',
      });
      assert.equal((await ops('order', 'track', order.sn, '--status', 'lost', '--place', 'x')).code, 2);
    });
  });
}
