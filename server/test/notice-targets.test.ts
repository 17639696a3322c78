import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import type { Notice, NoticePage } from '@crossbay/contract/notices';
import { passRefund, refuseRefund } from '#server/modules/after-sales/refund-decisions.ts';
import { OPS_ACTOR } from '#server/modules/audit-log/service.ts';
import { publishPlatformNotice } from '#server/modules/notices/service.ts';
import { passRecharge, refuseRecharge } from '#server/modules/wallet/recharge.ts';
import { passWithdrawal, refuseWithdrawal } from '#server/modules/wallet/withdraw.ts';
import { type Buyer, paidOrder, payingBuyer } from './support/after-sales.ts';
import { dialects } from './support/dialects.ts';
import { opsFor } from './support/ops-cli.ts';
import { idempotencyKey, physicalSku } from './support/shopping.ts';
import { startSmtpListener } from './support/smtp-listener.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';
import { uploadPicture } from './support/uploads.ts';

// base58check of 0x41 and twenty 0x11 bytes: a well-formed Tron address nobody holds a key for.
const TRON = 'TBXSw8fM4jpQkGc6zZjsVABFpVN7UvXPdV';

// Issue 37 item 5: every notice about something the buyer can open says what it is about.
for (const dialect of dialects) {
  describe(`notices carry what they are about on ${dialect}`, () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
    let ops: ReturnType<typeof opsFor>;
    let buyer: Buyer;
    let picture: string;
    before(async () => {
      smtp = await startSmtpListener();
      t = await startTestApp(dialect, { config: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
      ops = opsFor(t);
      buyer = await payingBuyer(t.app, 'noticed');
      picture = await uploadPicture(t.app, buyer.token);
    });
    after(async () => {
      await t.close();
      await smtp.close();
    });

    const noticePage = async () => {
      const answer = await get<NoticePage>(t.app, '/api/notice/list?limit=50', { token: buyer.token });
      assert.equal(answer.body.code, Codes.Ok, answer.body.msg);
      return answer.body.data;
    };
    const newest = async (): Promise<Notice> => {
      const notice = (await noticePage()).list[0];
      assert.ok(notice, 'a notice was written');
      return notice;
    };
    const ok = <T>(answer: { body: { code: number; msg: string; data: T } }) => {
      assert.equal(answer.body.code, Codes.Ok, answer.body.msg);
      return answer.body.data;
    };

    it('a shipped order: the order', async () => {
      const order = await paidOrder(t.app, buyer, (await physicalSku(t.app)).skuId);
      assert.equal((await ops('order', 'ship', order.sn, '--company', 'Kerry', '--tracking', 'KX1')).code, 0);
      assert.deepEqual((await newest()).target, { kind: 'order', id: order.id, order_id: order.id });
    });

    it('a refund passed or refused: the refund, and its order', async () => {
      for (const decide of [
        (id: number) => passRefund(t.app.db, id, null),
        (id: number) => refuseRefund(t.app.db, id, 'not damaged'),
      ]) {
        const order = await paidOrder(t.app, buyer, (await physicalSku(t.app)).skuId);
        const refund = ok(
          await postJson<{ id: number }>(
            t.app,
            '/api/refund/apply',
            {
              order_id: order.id,
              type: 'refund_only',
              goods_state: 'not_received',
              amount: '1.00',
              reason: 'changed_mind',
              explanation: 'I ordered the wrong size',
              proof: [picture],
            },
            { token: buyer.token },
          ),
        );
        assert.equal(await decide(refund.id), 'done');
        assert.deepEqual((await newest()).target, { kind: 'refund', id: refund.id, order_id: order.id });
      }
    });

    it('a recharge passed or refused: the recharge', async () => {
      for (const decide of [
        (id: number) => passRecharge(t.app.db, id, 1_000, OPS_ACTOR),
        (id: number) => refuseRecharge(t.app.db, id, 'no transfer found', OPS_ACTOR),
      ]) {
        const { id } = ok(
          await postJson<{ id: number }>(
            t.app,
            '/api/user/recharge',
            {
              method: 'chain',
              network: 'TRC20',
              address: TRON,
              amount: '10.00',
              evidence: picture,
              idempotency_key: idempotencyKey(),
            },
            { token: buyer.token },
          ),
        );
        assert.equal(await decide(id), 'done');
        assert.deepEqual((await newest()).target, { kind: 'recharge', id, order_id: null });
      }
    });

    it('a withdrawal passed or refused: the withdrawal', async () => {
      for (const decide of [
        (id: number) => passWithdrawal(t.app.db, id, OPS_ACTOR),
        (id: number) => refuseWithdrawal(t.app.db, id, 'card closed', OPS_ACTOR),
      ]) {
        await t.app.db.deleteFrom('verification_codes').execute();
        ok(
          await postJson(
            t.app,
            '/api/ems/send',
            { email: 'noticed@example.com', event: 'withdraw' },
            { token: buyer.token },
          ),
        );
        const code = [...smtp.mails]
          .reverse()
          .find((m) => m.to.includes('noticed@example.com'))
          ?.raw.match(/\b(\d{6})\b/)?.[1];
        assert.ok(code);
        const { id } = ok(
          await postJson<{ id: number }>(
            t.app,
            '/api/user/extract',
            {
              type: 'bank',
              amount: '20.00',
              card_number: '4111 1111 1111 1111',
              bank_name: 'Kasikorn',
              holder: 'N. Oticed',
              email_code: code,
              pay_password: '123456',
              idempotency_key: idempotencyKey(),
            },
            { token: buyer.token },
          ),
        );
        assert.equal(await decide(id), 'done');
        assert.deepEqual((await newest()).target, { kind: 'withdrawal', id, order_id: null });
      }
    });

    it('a complaint answered: the complaint, and its order when it was about one', async () => {
      const order = await paidOrder(t.app, buyer, (await physicalSku(t.app)).skuId);
      for (const orderId of [order.id, null]) {
        const complaint = ok(
          await postJson<{ id: number }>(
            t.app,
            '/api/user/complain',
            {
              content: 'The parcel was left in the rain',
              certificate: picture,
              ...(orderId ? { order_id: orderId } : {}),
            },
            { token: buyer.token },
          ),
        );
        assert.equal((await ops('complaint', 'reply', String(complaint.id), 'We', 'are', 'sorry')).code, 0);
        assert.deepEqual((await newest()).target, { kind: 'complaint', id: complaint.id, order_id: orderId });
      }
    });

    it("a shop's answer to a consultation: the consultation", async () => {
      const sku = await physicalSku(t.app);
      const thread = ok(
        await postJson<{ id: number }>(
          t.app,
          '/api/consult/add',
          { merchant_id: sku.shopId, product_id: sku.productId, content: 'Is it waterproof?' },
          { token: buyer.token },
        ),
      );
      assert.equal((await ops('consult', 'reply', String(thread.id), 'Yes')).code, 0);
      assert.deepEqual((await newest()).target, { kind: 'consultation', id: thread.id, order_id: null });
    });

    it('an announcement has no target; reading a notice counts it read in the unread total', async () => {
      await publishPlatformNotice(t.app.db, 'en', 'Maintenance', 'Tonight');
      const page = await noticePage();
      const announcement = page.list.find((n) => n.kind === 'platform' && n.title === 'Maintenance');
      assert.ok(announcement);
      assert.equal(announcement.target, null);
      const unread = page.list.filter((n) => !n.read);
      assert.equal(page.unread, unread.length, 'the unread count is the unread rows');
      const first = unread.find((n) => n.target !== null);
      assert.ok(first);
      ok(await postJson(t.app, '/api/notice/read', { id: first.id }, { token: buyer.token }));
      assert.equal((await noticePage()).unread, page.unread - 1);
    });
  });
}
