import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ComplaintView, ConsultDetail, ConsultListItem } from '@crossbay/contract/after-sales';
import { Codes } from '@crossbay/contract/codes';
import { type Buyer, paidOrder, payingBuyer } from './support/after-sales.ts';
import { dialects } from './support/dialects.ts';
import { opsFor } from './support/ops-cli.ts';
import { newBuyer } from './support/session.ts';
import { checkout, physicalSku } from './support/shopping.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';
import { uploadPicture } from './support/uploads.ts';

type Page<T> = { list: T[]; total: number };

for (const dialect of dialects) {
  describe(`complaints and consultations on ${dialect}`, () => {
    let t: TestApp;
    let ops: ReturnType<typeof opsFor>;
    let buyer: Buyer;
    let other: Buyer;
    let certificate: string;
    before(async () => {
      t = await startTestApp(dialect);
      ops = opsFor(t);
      buyer = await payingBuyer(t.app, 'complainer');
      other = await newBuyer(t.app, 'nosy');
      certificate = await uploadPicture(t.app, buyer.token);
    });
    after(() => t.close());

    const complain = (body: Record<string, unknown>, who = buyer) =>
      postJson<ComplaintView>(
        t.app,
        '/api/user/complain',
        { content: 'The parcel was left in the rain', certificate, ...body },
        { token: who.token },
      );
    const complaints = (who = buyer) =>
      get<Page<ComplaintView>>(t.app, '/api/user/complain_list', { token: who.token });
    const noticeTitles = async (who = buyer) =>
      (await get<Page<{ title: string; body: string }>>(t.app, '/api/notice/list', { token: who.token })).body
        .data.list;

    it('takes a complaint about a paid order and one to the platform, lists them newest first', async () => {
      const sku = await physicalSku(t.app, { minStock: 10 });
      const order = await paidOrder(t.app, buyer, sku.skuId);
      const about = await complain({ order_id: order.id });
      assert.equal(about.body.code, Codes.Ok, about.body.msg);
      assert.equal(about.body.msg, 'Submit successful');
      assert.deepEqual(
        [about.body.data.order_id, about.body.data.order_sn, about.body.data.status, about.body.data.reply],
        [order.id, order.sn, 'open', null],
      );
      const platform = await complain({ content: 'Please add PayPal' });
      assert.deepEqual([platform.body.data.order_id, platform.body.data.order_sn], [null, null]);
      const list = await complaints();
      assert.equal(list.body.data.total, 2);
      assert.deepEqual(
        list.body.data.list.map((c) => c.id),
        [platform.body.data.id, about.body.data.id],
      );
      assert.equal((await complaints(other)).body.data.total, 0);
    });

    it('refuses a complaint without content or certificate, about an unpaid order, or with foreign files', async () => {
      const count = (await complaints()).body.data.total;
      const empty = await complain({ content: ' ' });
      assert.equal(empty.body.msg, 'Please enter the content');
      const noCertificate = await complain({ certificate: '' });
      assert.equal(noCertificate.body.msg, 'Please upload the certificate');
      const foreign = await complain({ certificate: '/uploads/not-mine.webp' });
      assert.equal(foreign.body.msg, 'Please upload the picture again');
      const sku = await physicalSku(t.app, { minStock: 10 });
      const { created } = await checkout(t.app, buyer.token, { items: [{ sku_id: sku.skuId, quantity: 1 }] });
      const unpaid = await complain({ order_id: created?.body.data.orders[0]?.id });
      assert.equal(unpaid.body.code, Codes.OrderStateChanged);
      assert.equal(unpaid.body.msg, 'You can complain about an order once it is paid');
      assert.equal((await complaints()).body.data.total, count);
    });

    it("refuses a complaint about another buyer's order as not found", async () => {
      const sku = await physicalSku(t.app, { minStock: 10 });
      const order = await paidOrder(t.app, buyer, sku.skuId);
      const otherCertificate = await uploadPicture(t.app, other.token);
      const res = await complain({ order_id: order.id, certificate: otherCertificate }, other);
      assert.equal(res.body.code, Codes.NotFound);
      assert.equal((await complaints(other)).body.data.total, 0);
    });

    it('lets ops reply to a complaint once, and tells the buyer', async () => {
      const made = await complain({ content: 'Courier was rude' });
      const id = String(made.body.data.id);
      const listed = await ops('complaint', 'list', '--open');
      assert.match(listed.out, new RegExp(`^${id} +complainer +platform +open +Courier was rude`, 'm'));
      const replied = await ops('complaint', 'reply', id, 'We', 'have', 'warned', 'the', 'courier');
      assert.equal(replied.code, 0, replied.out);
      const mine = (await complaints()).body.data.list.find((c) => c.id === made.body.data.id);
      assert.deepEqual([mine?.status, mine?.reply], ['replied', 'We have warned the courier']);
      const notice = (await noticeTitles())[0];
      assert.equal(notice?.title, 'Reply to your complaint');
      assert.match(notice?.body ?? '', /We have warned the courier/);
      const again = await ops('complaint', 'reply', id, 'Second answer');
      assert.equal(again.code, 1);
      assert.match(again.out, /nothing changed/);
      assert.doesNotMatch((await ops('complaint', 'list', '--open')).out, new RegExp(`^${id} `, 'm'));
    });

    const consult = (body: Record<string, unknown>, who = buyer) =>
      postJson<ConsultDetail>(t.app, '/api/consult/add', body, { token: who.token });
    const threads = (who = buyer) =>
      get<Page<ConsultListItem>>(t.app, '/api/consult/list', { token: who.token });
    const thread = (id: number, who = buyer) =>
      get<ConsultDetail>(t.app, `/api/consult/detail?id=${id}`, { token: who.token });

    it('starts a consultation about a product, answered by the shop through ops, and continues it', async () => {
      const sku = await physicalSku(t.app);
      const asked = await consult({
        merchant_id: sku.shopId,
        product_id: sku.productId,
        content: 'Is it waterproof?',
      });
      assert.equal(asked.body.code, Codes.Ok, asked.body.msg);
      assert.equal(asked.body.data.status, 'open');
      assert.equal(asked.body.data.merchant.id, sku.shopId);
      assert.equal(asked.body.data.product?.id, sku.productId);
      assert.deepEqual(
        asked.body.data.messages.map((m) => [m.author, m.content]),
        [['buyer', 'Is it waterproof?']],
      );
      const general = await consult({ merchant_id: sku.shopId, content: 'Do you ship to Laos?' });
      assert.equal(general.body.data.product, null);

      const id = asked.body.data.id;
      const listed = await ops('consult', 'list', '--open');
      assert.match(listed.out, new RegExp(`^${id} +complainer → `, 'm'));
      const answered = await ops('consult', 'reply', String(id), 'Yes,', 'IP67');
      assert.equal(answered.code, 0, answered.out);
      const detail = await thread(id);
      assert.equal(detail.body.data.status, 'answered');
      assert.deepEqual(
        detail.body.data.messages.map((m) => [m.author, m.content]),
        [
          ['buyer', 'Is it waterproof?'],
          ['merchant', 'Yes, IP67'],
        ],
      );
      assert.equal((await noticeTitles())[0]?.title, 'The shop replied');
      assert.doesNotMatch((await ops('consult', 'list', '--open')).out, new RegExp(`^${id} `, 'm'));

      const list = await threads();
      assert.deepEqual(
        list.body.data.list.map((c) => [c.id, c.status, c.last_message.content]),
        [
          [id, 'answered', 'Yes, IP67'],
          [general.body.data.id, 'open', 'Do you ship to Laos?'],
        ],
      );
      const followUp = await postJson<ConsultDetail>(
        t.app,
        '/api/consult/reply',
        { id: general.body.data.id, content: 'And to Cambodia?' },
        { token: buyer.token },
      );
      assert.equal(followUp.body.code, Codes.Ok, followUp.body.msg);
      assert.equal(followUp.body.data.messages.length, 2);
      const resorted = await threads();
      assert.deepEqual(
        resorted.body.data.list.map((c) => [c.id, c.status]),
        [
          [general.body.data.id, 'open'],
          [id, 'answered'],
        ],
      );
      const reopened = await postJson<ConsultDetail>(
        t.app,
        '/api/consult/reply',
        { id, content: 'Thanks! Even in the sea?' },
        { token: buyer.token },
      );
      assert.equal(reopened.body.data.status, 'open');
    });

    it('refuses a consultation with an unknown shop, a product of another shop, or no content', async () => {
      const sku = await physicalSku(t.app);
      const elsewhere = await physicalSku(t.app, { notShop: sku.shopId });
      assert.equal((await consult({ merchant_id: 999_999, content: 'Hello?' })).body.code, Codes.NotFound);
      assert.equal(
        (await consult({ merchant_id: sku.shopId, product_id: elsewhere.productId, content: 'Hello?' })).body
          .code,
        Codes.NotFound,
      );
      const empty = await consult({ merchant_id: sku.shopId, content: '' });
      assert.equal(empty.body.msg, 'Please enter your message');
      const de = await postJson(
        t.app,
        '/api/consult/add?lang=de',
        { merchant_id: sku.shopId, content: ' ' },
        { token: buyer.token },
      );
      assert.equal(de.body.msg, 'Bitte gib deine Nachricht ein');
    });

    it("never shows or continues another buyer's consultation", async () => {
      const sku = await physicalSku(t.app);
      const asked = await consult({ merchant_id: sku.shopId, content: 'Private question' });
      const id = asked.body.data.id;
      assert.equal((await thread(id, other)).body.code, Codes.NotFound);
      const reply = await postJson(
        t.app,
        '/api/consult/reply',
        { id, content: 'Hijack' },
        { token: other.token },
      );
      assert.equal(reply.body.code, Codes.NotFound);
      assert.equal((await threads(other)).body.data.total, 0);
      assert.equal((await thread(id)).body.data.messages.length, 1);
      assert.equal((await ops('consult', 'reply', '999999', 'Hello')).code, 1);
    });

    it('asks for a login on every after-sales call', async () => {
      const picture = '/uploads/p.webp';
      for (const [method, url, payload] of [
        [
          'POST',
          '/api/refund/apply',
          {
            order_id: 1,
            type: 'refund_only',
            goods_state: 'received',
            amount: '1.00',
            reason: 'other',
            explanation: 'x',
            proof: [picture],
          },
        ],
        ['GET', '/api/refund/detail?order_id=1'],
        [
          'POST',
          '/api/comment/add',
          { order_id: 1, content: 'x', product_score: 5, service_score: 5, postage_score: 5 },
        ],
        ['POST', '/api/user/complain', { content: 'x', certificate: picture }],
        ['GET', '/api/user/complain_list'],
        ['POST', '/api/consult/add', { merchant_id: 1, content: 'x' }],
        ['GET', '/api/consult/list'],
        ['GET', '/api/consult/detail?id=1'],
        ['POST', '/api/consult/reply', { id: 1, content: 'x' }],
      ] as const) {
        const res = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
        assert.equal(res.statusCode, 401, url);
      }
    });
  });
}
