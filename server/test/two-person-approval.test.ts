import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import { formatCents } from '@crossbay/contract/money';
import {
  type ApprovalWaiting,
  Dashboard,
  type Decided,
  STAFF_TOKEN_HEADER,
  type StaffRole,
} from '@crossbay/contract/staff';
import type { Withdrawn } from '@crossbay/contract/wallet';
import { post } from '#server/modules/wallet/ledger.ts';
import { dialects } from './support/dialects.ts';
import { opsFor } from './support/ops-cli.ts';
import { balanceOf, newBuyer } from './support/session.ts';
import { idempotencyKey } from './support/shopping.ts';
import { enrolAndLogin, waitingRecharge } from './support/staff.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';

// Two-person approval of large sums (issue 40 item 3, OWASP ASVS 5.0 2.3.5, decision 0125). The default threshold
// is 1,000.00: a larger withdrawal or recharge arrival takes two different finance or owner accounts.
const WITHDRAW_CODE = '246810';
const EMAIL = 'big@example.com';

for (const dialect of dialects) {
  describe(`two-person approval of large sums on ${dialect}`, () => {
    let t: TestApp;
    let buyer: { id: number; token: string };
    const staff = {} as Record<string, string>;

    before(async () => {
      t = await startTestApp(dialect, { seed: false });
      buyer = await newBuyer(t.app, 'bigspender', { payCode: '123456', email: EMAIL });
      await t.app.db
        .transaction()
        .execute((tx) =>
          post(tx, { userId: buyer.id, wallet: 'balance', amount: 2_000_000, type: 'adjustment' }),
        );
      const members: [string, StaffRole][] = [
        ['finance-a', 'finance'],
        ['finance-b', 'finance'],
        ['finance-c', 'finance'],
        ['owner-1', 'owner'],
        ['support-1', 'support'],
      ];
      for (const [name, role] of members) staff[name] = (await enrolAndLogin(t.app, name, role)).token;
    });
    after(() => t.close());

    const as = (name: string) => ({ [STAFF_TOKEN_HEADER]: staff[name] as string });
    const balance = () => balanceOf(t.app, buyer.id);

    /** The buyer asks for a bank withdrawal through the API: the amount is frozen with its bill row. */
    async function withdraw(cents: number) {
      await t.app.db
        .insertInto('verification_codes')
        .values({
          email: EMAIL,
          event: 'withdraw',
          code_hash: createHash('sha256').update(`${EMAIL}\nwithdraw\n${WITHDRAW_CODE}`).digest('hex'),
          expires_at: new Date(Date.now() + 600_000).toISOString(),
          created_at: new Date().toISOString(),
        })
        .execute();
      const res = await postJson<Withdrawn>(
        t.app,
        '/api/user/extract',
        {
          type: 'bank',
          amount: formatCents(cents),
          card_number: '4111111111111111',
          bank_name: 'Kasikorn',
          holder: 'B. Igspender',
          email_code: WITHDRAW_CODE,
          pay_password: '123456',
          idempotency_key: idempotencyKey(),
        },
        { token: buyer.token },
      );
      assert.equal(res.body.code, Codes.Ok, res.body.msg);
      return res.body.data.id;
    }

    const pass = (id: number, who: string, lang = 'en') =>
      postJson<Decided>(t.app, `/api/admin/withdrawals/${id}/pass?lang=${lang}`, {}, as(who));
    const statusOf = async (id: number) =>
      (
        await t.app.db
          .selectFrom('withdrawals')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status;
    const billsOf = async (refType: string, id: number) =>
      (
        await t.app.db
          .selectFrom('bill')
          .select(['type', 'amount'])
          .where('ref_type', '=', refType)
          .where('ref_id', '=', id)
          .orderBy('id')
          .execute()
      ).map((b) => [b.type, Number(b.amount)]);
    const auditOf = async (objectType: string, id: number) =>
      (
        await t.app.db
          .selectFrom('audit_log')
          .select(['action', 'actor_name', 'after'])
          .where('object_type', '=', objectType)
          .where('object_id', '=', String(id))
          .orderBy('id')
          .execute()
      ).map((r) => ({ action: r.action, actor: r.actor_name, after: JSON.parse(r.after ?? 'null') }));
    const ledgerIsRight = async () => {
      const check = await opsFor(t)('ledger-check');
      assert.equal(check.code, 0, check.out);
    };

    let large: number;
    let frozenAfterAsking: number;

    it('keeps a large withdrawal waiting after the first approval: frozen, not paid, shown as waiting', async () => {
      const start = await balance();
      large = await withdraw(150_000);
      frozenAfterAsking = await balance();
      assert.equal(frozenAfterAsking, start - 150_000);
      const first = await pass(large, 'finance-a');
      assert.equal(first.body.code, Codes.Ok, first.body.msg);
      assert.equal(first.body.data.status, 'awaiting_second_approval');
      assert.match(first.body.msg, /second finance or owner account must approve/);
      assert.equal(await statusOf(large), 'auditing');
      assert.equal(await balance(), frozenAfterAsking, 'still frozen, nothing paid or returned');
      assert.deepEqual(await billsOf('withdrawal', large), [['withdrawal_frozen', -150_000]]);
      const waiting = await get<ApprovalWaiting[]>(t.app, '/api/admin/approvals', as('finance-b'));
      const row = waiting.body.data.find((w) => w.kind === 'withdrawal' && w.id === large);
      assert.deepEqual(
        [row?.amount, row?.first_approver, row?.buyer_account],
        ['1500.00', 'finance-a', 'bigspender'],
      );
      const board = Dashboard.parse((await get(t.app, '/api/admin/dashboard', as('finance-b'))).body.data);
      assert.ok((board.queues.find((q) => q.queue === 'approvals')?.count ?? 0) >= 1);
      const support = Dashboard.parse((await get(t.app, '/api/admin/dashboard', as('support-1'))).body.data);
      assert.deepEqual(support.queues, []);
      assert.deepEqual(
        (await auditOf('withdrawal', large)).map((r) => [r.action, r.actor]),
        [['withdrawal.approve', 'finance-a']],
      );
    });

    it('refuses the same person approving twice, in their language, and changes nothing', async () => {
      const again = await pass(large, 'finance-a');
      assert.equal(again.body.code, Codes.SameApprover);
      assert.equal(
        again.body.msg,
        'You already approved this. A second finance or owner account must approve it.',
      );
      const againZh = await pass(large, 'finance-a', 'zh-CN');
      assert.equal(againZh.body.msg, '您已批准过此项。须由另一位财务或所有者账号批准。');
      assert.equal(await statusOf(large), 'auditing');
      assert.equal((await auditOf('withdrawal', large)).length, 1);
    });

    it("pays it out once at a second finance account's approval, with both approvers in the audit log", async () => {
      const second = await pass(large, 'finance-b');
      assert.equal(second.body.code, Codes.Ok, second.body.msg);
      assert.equal(second.body.data.status, 'passed');
      assert.equal(await statusOf(large), 'passed');
      const paid = await t.app.db
        .selectFrom('withdrawals')
        .select('arrival')
        .where('id', '=', large)
        .executeTakeFirstOrThrow();
      assert.equal(Number(paid.arrival), 150_000 - 1_500, 'the amount less the 1% charge');
      assert.equal(await balance(), frozenAfterAsking, 'the frozen amount leaves; nothing comes back');
      assert.deepEqual(await billsOf('withdrawal', large), [['withdrawal_frozen', -150_000]]);
      const audit = await auditOf('withdrawal', large);
      assert.deepEqual(
        audit.map((r) => [r.action, r.actor]),
        [
          ['withdrawal.approve', 'finance-a'],
          ['withdrawal.pass', 'finance-b'],
        ],
      );
      assert.equal(audit[1]?.after.first_approver, 'finance-a');
      const third = await pass(large, 'finance-c');
      assert.equal(third.body.code, Codes.AlreadyDecided);
      assert.match(third.body.msg, /finance-b already decided this/);
      const waiting = await get<ApprovalWaiting[]>(t.app, '/api/admin/approvals', as('finance-c'));
      assert.ok(!waiting.body.data.some((w) => w.id === large && w.kind === 'withdrawal'));
      await ledgerIsRight();
    });

    it('pays once when second approvers race, and when two first approvers race', async () => {
      const raced = await withdraw(120_000);
      const afterAsking = await balance();
      assert.equal((await pass(raced, 'finance-a')).body.data.status, 'awaiting_second_approval');
      const seconds = await Promise.all([
        pass(raced, 'finance-b'),
        pass(raced, 'finance-c'),
        pass(raced, 'owner-1'),
      ]);
      assert.equal(seconds.filter((r) => r.body.data?.status === 'passed').length, 1);
      assert.equal(seconds.filter((r) => r.body.code === Codes.AlreadyDecided).length, 2);
      const both = await withdraw(130_000);
      const firsts = await Promise.all([pass(both, 'finance-a'), pass(both, 'finance-b')]);
      assert.deepEqual(firsts.map((r) => r.body.data?.status).sort(), ['awaiting_second_approval', 'passed']);
      for (const id of [raced, both]) {
        assert.equal(await statusOf(id), 'passed');
        assert.equal(
          (await auditOf('withdrawal', id)).filter((r) => r.action === 'withdrawal.pass').length,
          1,
        );
        assert.equal((await billsOf('withdrawal', id)).length, 1, 'frozen once, never returned');
        const notices = await t.app.db
          .selectFrom('notices')
          .select('id')
          .where('user_id', '=', buyer.id)
          .where('target_kind', '=', 'withdrawal')
          .where('target_id', '=', id)
          .execute();
        assert.equal(notices.length, 1, 'the buyer is told once');
      }
      assert.equal(await balance(), afterAsking - 130_000);
      await ledgerIsRight();
    });

    it('passes a withdrawal at or below the threshold with one approval', async () => {
      const small = await withdraw(5_000);
      const res = await pass(small, 'finance-a');
      assert.equal(res.body.data.status, 'passed', res.body.msg);
      assert.deepEqual(
        (await auditOf('withdrawal', small)).map((r) => [r.action, r.actor]),
        [['withdrawal.pass', 'finance-a']],
      );
    });

    it('refuses a large withdrawal with one person, even after a first approval, and returns the money', async () => {
      const refused = await withdraw(200_000);
      const afterAsking = await balance();
      await pass(refused, 'finance-a');
      const res = await postJson<Decided>(
        t.app,
        `/api/admin/withdrawals/${refused}/refuse`,
        { reason: 'card closed' },
        as('finance-a'),
      );
      assert.equal(res.body.data.status, 'refused', res.body.msg);
      assert.equal(await balance(), afterAsking + 200_000);
      await ledgerIsRight();
    });

    it('needs two people for a large recharge arrival, both passing the same amount', async () => {
      const id = await waitingRecharge(t.app, buyer.id, 250_000);
      const start = await balance();
      const passRecharge = (who: string, arrival: string) =>
        postJson<Decided>(t.app, `/api/admin/recharges/${id}/pass?lang=en`, { arrival }, as(who));
      assert.equal((await passRecharge('finance-a', '2000.00')).body.data.status, 'awaiting_second_approval');
      assert.equal(await balance(), start, 'nothing credited yet');
      assert.equal((await passRecharge('finance-a', '2000.00')).body.code, Codes.SameApprover);
      const other = await passRecharge('owner-1', '2400.00');
      assert.equal(other.body.code, Codes.ValidationFailed);
      assert.equal(other.body.msg, 'The first approver passed 2000.00. Approve the same amount, or refuse.');
      const done = await passRecharge('owner-1', '2000.00');
      assert.equal(done.body.data.status, 'passed', done.body.msg);
      assert.equal(await balance(), start + 200_000);
      assert.deepEqual(await billsOf('recharge', id), [['recharge', 200_000]]);
      await ledgerIsRight();
    });

    it('counts ops as one person: its pass of a large withdrawal waits for a staff approver, or seconds one', async () => {
      const ops = opsFor(t);
      const id = await withdraw(110_000);
      const first = await ops('withdraw', 'pass', String(id));
      assert.equal(first.code, 0, first.out);
      assert.match(first.out, /first approval recorded/);
      assert.equal(await statusOf(id), 'auditing');
      const again = await ops('withdraw', 'pass', String(id));
      assert.equal(again.code, 1);
      assert.match(again.out, /ops already approved it/);
      assert.equal((await pass(id, 'finance-a')).body.data.status, 'passed');
      assert.deepEqual(
        (await auditOf('withdrawal', id)).map((r) => [r.action, r.actor]),
        [
          ['withdrawal.approve', 'ops'],
          ['withdrawal.pass', 'finance-a'],
        ],
      );
      const recharge = await waitingRecharge(t.app, buyer.id, 300_000);
      assert.equal(
        (
          await postJson<Decided>(
            t.app,
            `/api/admin/recharges/${recharge}/pass`,
            { arrival: '3000.00' },
            as('finance-b'),
          )
        ).body.data.status,
        'awaiting_second_approval',
      );
      const differs = await ops('recharge', 'pass', String(recharge), '--arrival', '2999.00');
      assert.equal(differs.code, 1);
      assert.match(differs.out, /first approver passed 3000\.00/);
      const second = await ops('recharge', 'pass', String(recharge), '--arrival', '3000.00');
      assert.equal(second.code, 0, second.out);
      assert.match(second.out, /pass: done/);
      await ledgerIsRight();
    });

    it('lets the owner, and ops, set the threshold, each change in the audit log', async () => {
      const path = '/api/admin/settings/approval-threshold';
      assert.equal(
        (await get<{ threshold: string }>(t.app, path, as('finance-a'))).body.data.threshold,
        '1000.00',
      );
      const byFinance = await postJson(t.app, path, { threshold: '100.00' }, as('finance-a'));
      assert.equal(byFinance.status, 403);
      const bad = await postJson(t.app, `${path}?lang=en`, { threshold: '-1' }, as('owner-1'));
      assert.equal(bad.body.code, Codes.ValidationFailed);
      const set = await postJson(t.app, path, { threshold: '100.00' }, as('owner-1'));
      assert.deepEqual(set.body.data, { threshold: '100.00' });
      const modest = await withdraw(15_000);
      assert.equal((await pass(modest, 'finance-a')).body.data.status, 'awaiting_second_approval');
      const ops = opsFor(t);
      const refused = await ops('setting', 'set', 'approval_threshold_cents', '12.5');
      assert.equal(refused.code, 2);
      assert.match(refused.out, /whole number of cents/);
      assert.equal((await ops('setting', 'set', 'approval_threshold_cents', '100000')).code, 0);
      assert.equal(
        (await get<{ threshold: string }>(t.app, path, as('owner-1'))).body.data.threshold,
        '1000.00',
      );
      const changes = await t.app.db
        .selectFrom('audit_log')
        .select(['actor_name', 'before', 'after'])
        .where('action', '=', 'setting.change')
        .where('object_id', '=', 'approval_threshold_cents')
        .orderBy('id')
        .execute();
      assert.deepEqual(
        changes.map((c) => [c.actor_name, c.before, c.after]),
        [
          ['owner-1', null, '10000'],
          ['ops', '10000', '100000'],
        ],
      );
    });
  });
}
