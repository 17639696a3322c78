import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import { pageOf } from '@crossbay/contract/pagination';
import {
  BillRecord,
  DiscountSummary,
  RechargeRecord,
  RechargeRequested,
  WithdrawalInfo,
  WithdrawalRecord,
  Withdrawn,
} from '@crossbay/contract/wallet';
import { OPS_ACTOR } from '#server/modules/audit-log/service.ts';
import { ledgerDrift, post } from '#server/modules/wallet/ledger.ts';
import { MAX_AUDITING_RECHARGES, passRecharge, refuseRecharge } from '#server/modules/wallet/recharge.ts';
import { passWithdrawal, refuseWithdrawal } from '#server/modules/wallet/withdraw.ts';
import { dialects } from './support/dialects.ts';
import { opsFor } from './support/ops-cli.ts';
import { balanceOf, newBuyer } from './support/session.ts';
import { idempotencyKey } from './support/shopping.ts';
import { startSmtpListener } from './support/smtp-listener.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';
import { uploadPicture } from './support/uploads.ts';

// base58check of 0x41 and twenty 0x11 bytes: a well-formed Tron address nobody holds a key for.
const TRON = 'TBXSw8fM4jpQkGc6zZjsVABFpVN7UvXPdV';

for (const dialect of dialects) {
  describe(`wallet: recharge, withdrawal, records and audit on ${dialect}`, () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
    let buyer: { id: number; token: string };
    let evidence: string;
    before(async () => {
      smtp = await startSmtpListener();
      t = await startTestApp(dialect, { config: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
      buyer = await newBuyer(t.app, 'wallet', { payCode: '123456', email: 'wallet@example.com' });
      evidence = await uploadPicture(t.app, buyer.token);
    });
    after(async () => {
      await t.close();
      await smtp.close();
    });

    const balance = () => balanceOf(t.app, buyer.id);
    const recharge = (body: Record<string, unknown>, lang = 'en') =>
      postJson<RechargeRequested>(
        t.app,
        `/api/user/recharge?lang=${lang}`,
        {
          method: 'chain',
          network: 'TRC20',
          address: TRON,
          amount: '50.00',
          evidence,
          idempotency_key: idempotencyKey(),
          ...body,
        },
        { token: buyer.token },
      );

    for (const [name, body, said, saidDe] of [
      ['no network', { network: '' }, /choose the network/, /Netzwerk/],
      ['no address', { address: '' }, /enter the address|Please/, /./],
      ['a wrong address for the network', { address: '0xabc' }, /correct address/, /Adresse/],
      ['an amount with three decimals', { amount: '5.123' }, /correct amount/, /Betrag/],
      ['an amount below the minimum', { amount: '1.00' }, /between 10.00 and/, /10.00/],
      ['no evidence', { evidence: '' }, /payment evidence/, /nachweis|beleg/i],
      [
        'evidence the buyer did not upload',
        { evidence: '/uploads/someone-else.webp' },
        /payment evidence/,
        /./,
      ],
    ] as const) {
      it(`refuses a recharge with ${name}, in English and German, and records nothing`, async () => {
        const en = await recharge(body);
        assert.notEqual(en.body.code, Codes.Ok);
        assert.match(en.body.msg, said);
        const de = await recharge(body, 'de');
        assert.match(de.body.msg, saidDe);
        const count = await t.app.db
          .selectFrom('recharges')
          .select('id')
          .where('user_id', '=', buyer.id)
          .execute();
        assert.equal(count.length, 0);
      });
    }

    it(`queues at most ${MAX_AUDITING_RECHARGES} recharges for audit per buyer, even when they race`, async () => {
      const eager = await newBuyer(t.app, 'eager');
      const proof = await uploadPicture(t.app, eager.token);
      const send = () =>
        postJson<{ id: number }>(
          t.app,
          '/api/user/recharge',
          {
            method: 'chain',
            network: 'TRC20',
            address: TRON,
            amount: '20.00',
            evidence: proof,
            idempotency_key: idempotencyKey(),
          },
          { token: eager.token },
        );
      const answers = await Promise.all(Array.from({ length: 8 }, send));
      const accepted = answers.filter((a) => a.body.code === Codes.Ok);
      assert.equal(accepted.length, MAX_AUDITING_RECHARGES);
      const refused = answers.find((a) => a.body.code !== Codes.Ok);
      assert.match(refused?.body.msg ?? '', /already have 5 recharges waiting for audit/);
      assert.equal((await send()).body.code, Codes.ValidationFailed);
      assert.equal(
        await refuseRecharge(t.app.db, accepted[0]?.body.data.id ?? 0, 'no transfer found', OPS_ACTOR),
        'done',
      );
      assert.equal((await send()).body.code, Codes.Ok, 'a decided recharge frees its place');
    });

    it('records a recharge as auditing, credits nothing until passed, and credits once however often passed', async () => {
      const start = await balance();
      const key = idempotencyKey();
      const first = await recharge({ idempotency_key: key });
      const again = await recharge({ idempotency_key: key });
      assert.equal(RechargeRequested.parse(first.body.data).status, 'auditing');
      assert.equal(again.body.data.id, first.body.data.id, 'the same key answers the first recharge');
      assert.equal(await balance(), start);
      const results = await Promise.all([
        passRecharge(t.app.db, first.body.data.id, 4990, OPS_ACTOR),
        passRecharge(t.app.db, first.body.data.id, 4990, OPS_ACTOR),
      ]);
      assert.deepEqual([...results].sort(), ['already', 'done']);
      assert.equal(await balance(), start + 4990);
      assert.equal(await refuseRecharge(t.app.db, first.body.data.id, 'late', OPS_ACTOR), 'already');
      const log = pageOf(RechargeRecord).parse(
        (await get(t.app, '/api/user/recharge_log', { token: buyer.token })).body.data,
      );
      assert.deepEqual([log.list[0]?.status, log.list[0]?.arrival], ['passed', '49.90']);
      const bill = pageOf(BillRecord).parse(
        (await get(t.app, '/api/user/bill?type=recharge', { token: buyer.token })).body.data,
      );
      assert.deepEqual(
        bill.list.map((b) => [b.type, b.amount]),
        [['recharge', '49.90']],
      );
      const other = await newBuyer(t.app, 'snoop');
      assert.equal(
        (await get<{ total: number }>(t.app, '/api/user/recharge_log', { token: other.token })).body.data
          .total,
        0,
      );
    });

    const mailCode = async () => {
      await t.app.db.deleteFrom('verification_codes').execute();
      const sent = await postJson(
        t.app,
        '/api/ems/send',
        { email: 'wallet@example.com', event: 'withdraw' },
        { token: buyer.token },
      );
      assert.equal(sent.body.code, Codes.Ok, sent.body.msg);
      return [...smtp.mails]
        .reverse()
        .find((m) => m.to.includes('wallet@example.com'))
        ?.raw.match(/\b(\d{6})\b/)?.[1] as string;
    };
    const withdraw = (body: Record<string, unknown>) =>
      postJson<Withdrawn>(
        t.app,
        '/api/user/extract',
        {
          type: 'bank',
          amount: '20.00',
          card_number: '4111 1111 1111 1111',
          bank_name: 'Kasikorn',
          holder: 'W. Allet',
          email_code: '000000',
          pay_password: '123456',
          idempotency_key: idempotencyKey(),
          ...body,
        },
        { token: buyer.token },
      );

    for (const [name, body, said] of [
      ['an empty amount', { amount: '' }, /enter the amount/],
      ['a zero amount', { amount: '0' }, /cannot be zero/],
      ['a negative amount', { amount: '-3' }, /cannot be negative/],
      ['an amount above the balance', { amount: '999999.00' }, /more than your balance/],
      ['a card number failing Luhn', { card_number: '4111 1111 1111 1112' }, /correct bank card/],
      [
        'an unknown network',
        { type: 'chain', network: 'BSC', address: TRON },
        /same network as the withdrawing platform/,
      ],
    ] as const) {
      it(`refuses a withdrawal with ${name}`, async () => {
        const start = await balance();
        const res = await withdraw(body);
        assert.match(res.body.msg, said);
        assert.equal(await balance(), start);
      });
    }

    it('freezes a withdrawal at once with its charge, and a refusal returns the money exactly once', async () => {
      await t.app.db
        .transaction()
        .execute((tx) =>
          post(tx, { userId: buyer.id, wallet: 'balance', amount: 10_000, type: 'adjustment' }),
        );
      const start = await balance();
      const wrongCode = await withdraw({ email_code: '000000' });
      assert.equal(wrongCode.body.code, Codes.EmailCodeWrong);
      const code = await mailCode();
      const res = await withdraw({ email_code: code, amount: '50.00' });
      assert.equal(res.body.code, Codes.Ok, res.body.msg);
      assert.equal(res.body.msg, 'Draw successful');
      const frozen = Withdrawn.parse(res.body.data);
      assert.deepEqual([frozen.service_charge, frozen.arrival], ['1.00', '49.00']);
      assert.equal(await balance(), start - 5000);
      const info = WithdrawalInfo.parse(
        (await get(t.app, '/api/user/extract', { token: buyer.token })).body.data,
      );
      assert.equal(info.frozen, '50.00');
      assert.deepEqual(info.last_bank, {
        card_number: '4111111111111111',
        bank_name: 'Kasikorn',
        holder: 'W. Allet',
      });
      const record = pageOf(WithdrawalRecord).parse(
        (await get(t.app, '/api/user/extract_log', { token: buyer.token })).body.data,
      ).list[0];
      assert.deepEqual(
        [record?.status, record?.card_number, record?.expected_arrival],
        ['auditing', '•••• 1111', '49.00'],
      );
      const results = await Promise.all([
        passWithdrawal(t.app.db, res.body.data.id, OPS_ACTOR),
        refuseWithdrawal(t.app.db, res.body.data.id, 'name mismatch', OPS_ACTOR),
      ]);
      assert.deepEqual([...results].sort(), ['already', 'done'], 'pass and refuse race: exactly one wins');
      const row = await t.app.db
        .selectFrom('withdrawals')
        .select('status')
        .where('id', '=', res.body.data.id)
        .executeTakeFirstOrThrow();
      assert.equal(await balance(), row.status === 'refused' ? start : start - 5000);
      assert.deepEqual(await ledgerDrift(t.app.db), []);
    });

    it('refuses through ops and tells the buyer', async () => {
      const code = await mailCode();
      const res = await withdraw({ email_code: code, amount: '30.00' });
      const start = await balance();
      const ops = opsFor(t);
      assert.match((await ops('withdraw', 'list')).out, /wallet/);
      assert.equal(
        (await ops('withdraw', 'refuse', String(res.body.data.id), '--reason', 'card closed')).code,
        0,
      );
      assert.equal((await ops('withdraw', 'pass', String(res.body.data.id))).code, 1);
      assert.equal(await balance(), start + 3000);
      const notices = await get<{ list: { title: string; body: string }[] }>(t.app, '/api/notice/list', {
        token: buyer.token,
      });
      assert.match(notices.body.data.list[0]?.body ?? '', /card closed/);
    });

    it('never lets 100 racing withdrawals take more than the balance', async () => {
      const racer = await newBuyer(t.app, 'drainer', { payCode: '123456', email: 'drainer@example.com' });
      await t.app.db
        .transaction()
        .execute((tx) =>
          post(tx, { userId: racer.id, wallet: 'balance', amount: 50_000, type: 'adjustment' }),
        );
      // One code per request would need 100 mails; the codes are written straight in, hashed as the server does.
      const { createHash } = await import('node:crypto');
      const now = new Date().toISOString();
      const expires = new Date(Date.now() + 600_000).toISOString();
      await t.app.db
        .insertInto('verification_codes')
        .values(
          Array.from({ length: 100 }, () => ({
            email: 'drainer@example.com',
            event: 'withdraw',
            code_hash: createHash('sha256').update('drainer@example.com\nwithdraw\n246810').digest('hex'),
            expires_at: expires,
            created_at: now,
          })),
        )
        .execute();
      const answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          postJson(
            t.app,
            '/api/user/extract',
            {
              type: 'bank',
              amount: '20.00',
              card_number: '4111111111111111',
              bank_name: 'B',
              holder: 'H',
              email_code: '246810',
              pay_password: '123456',
              idempotency_key: idempotencyKey(),
            },
            { token: racer.token },
          ),
        ),
      );
      const user = await t.app.db
        .selectFrom('users')
        .select('balance')
        .where('id', '=', racer.id)
        .executeTakeFirstOrThrow();
      // Racing requests of one address share its newest code and a code is used once, so how many
      // get past the code step depends on timing; whatever passes, the balance never goes below zero
      // and every cent taken is a frozen withdrawal (the debit at the limit: orders-concurrency, ledger).
      const passed = answers.filter((a) => a.body.code === Codes.Ok).length;
      assert.ok(passed >= 1 && passed <= 25, `${passed} withdrawals passed`);
      assert.ok(Number(user.balance) >= 0);
      assert.equal(Number(user.balance), 50_000 - passed * 2_000);
      assert.deepEqual(await ledgerDrift(t.app.db), []);
    });

    it('shows the discount money summary', async () => {
      const res = await get(t.app, '/api/user/discount', { token: buyer.token });
      const summary = DiscountSummary.parse(res.body.data);
      assert.deepEqual([summary.usable, summary.used], ['0.00', '0.00']);
    });
  });
}
