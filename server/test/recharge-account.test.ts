import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import type { Page } from '@crossbay/contract/pagination';
import { normalReference, type RechargeAccountInfo } from '@crossbay/contract/transfer-account';
import type { RechargeRecord, RechargeRequested } from '@crossbay/contract/wallet';
import { dialects } from './support/dialects.ts';
import { opsFor } from './support/ops-cli.ts';
import { newBuyer } from './support/session.ts';
import { idempotencyKey } from './support/shopping.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';
import { uploadPicture } from './support/uploads.ts';

// A real-format account an operator might enter: a British IBAN with valid check digits, spaces as printed.
const ACCOUNT = {
  bank_name: 'Northwind Savings Bank',
  holder: 'Crossbay Payments Ltd',
  account_number: '31926819',
  iban: 'gb29 nwbk 6016 1331 9268 19',
  swift: 'nwbkgb2l',
};

for (const dialect of dialects) {
  describe(`recharge instructions: the receiving account and the buyer's reference on ${dialect}`, () => {
    let t: TestApp;
    let ops: ReturnType<typeof opsFor>;
    let ana: { id: number; token: string };
    let ben: { id: number; token: string };
    before(async () => {
      t = await startTestApp(dialect);
      ops = opsFor(t);
      ana = await newBuyer(t.app, 'ana');
      ben = await newBuyer(t.app, 'ben');
    });
    after(() => t.close());

    const info = (token: string, lang = 'en') =>
      get<RechargeAccountInfo>(t.app, `/api/user/recharge_account?lang=${lang}`, { token });
    const cardRecharge = async (buyer: { token: string }, lang = 'en') =>
      postJson<RechargeRequested>(
        t.app,
        `/api/user/recharge?lang=${lang}`,
        {
          method: 'card',
          network: 'First Test Bank',
          address: 'DE75 5121 0800 1245 1261 99',
          amount: '80.00',
          evidence: await uploadPicture(t.app, buyer.token),
          idempotency_key: idempotencyKey(),
        },
        { token: buyer.token },
      );
    const log = (buyer: { token: string }) =>
      get<Page<RechargeRecord>>(t.app, '/api/user/recharge_log', { token: buyer.token });

    it('tells an anonymous caller to log in, and shows no account or reference', async () => {
      const anonymous = await get(t.app, '/api/user/recharge_account');
      assert.equal(anonymous.status, 401);
      assert.equal(anonymous.body.code, 401);
      assert.equal(anonymous.body.data, null);
      const forged = await get(t.app, '/api/user/recharge_account', { token: 'not-a-session' });
      assert.equal(forged.status, 401);
    });

    it("shows the demo platform's account until the operator changes it", async () => {
      const answer = await info(ana.token);
      assert.equal(answer.body.code, Codes.Ok);
      assert.equal(answer.body.data.bank?.iban, 'DE89370400440532013000');
      assert.equal(answer.body.data.bank?.swift, 'DEMODEFFXXX');
      assert.match(answer.body.data.bank?.bank_name ?? '', /demo|sample/i);
    });

    it("gives each buyer a reference of their own that stays the same and is not another's", async () => {
      const first = (await info(ana.token)).body.data.reference;
      const again = (await info(ana.token)).body.data.reference;
      const bens = (await info(ben.token)).body.data.reference;
      assert.equal(normalReference(first), first, 'a well-formed reference with its check symbol');
      assert.equal(again, first, 'the same reference every time');
      assert.notEqual(bens, first);
      assert.doesNotMatch(JSON.stringify((await info(ben.token)).body), new RegExp(first));
      // Random, not numbered: the two buyers' consecutive ids give references with nothing in common but "CB".
      assert.notEqual(first.slice(2, 9), bens.slice(2, 9));
    });

    it('shows what `ops setting set recharge_bank_account` sets, compact as banks print it', async () => {
      const set = await ops('setting', 'set', 'recharge_bank_account', JSON.stringify(ACCOUNT));
      assert.equal(set.code, 0, set.out);
      const answer = await info(ben.token);
      assert.deepEqual(answer.body.data.bank, {
        bank_name: 'Northwind Savings Bank',
        holder: 'Crossbay Payments Ltd',
        account_number: '31926819',
        iban: 'GB29NWBK60161331926819',
        swift: 'NWBKGB2L',
      });
    });

    it('refuses an IBAN with wrong check digits or a malformed SWIFT, and keeps the account', async () => {
      const badIban = await ops(
        'setting',
        'set',
        'recharge_bank_account',
        '{"iban":"GB28NWBK60161331926819"}',
      );
      assert.equal(badIban.code, 2);
      assert.match(badIban.out, /iban: the IBAN check digits do not match/);
      const badSwift = await ops('setting', 'set', 'recharge_bank_account', '{"swift":"NWB"}');
      assert.equal(badSwift.code, 2);
      assert.match(badSwift.out, /swift/);
      assert.equal((await info(ana.token)).body.data.bank?.iban, 'GB29NWBK60161331926819');
    });

    it("records the buyer's reference on a bank transfer, for the buyer and for the operator", async () => {
      const reference = (await info(ana.token)).body.data.reference;
      const sent = await cardRecharge(ana);
      assert.equal(sent.body.code, Codes.Ok, sent.body.msg);
      const rows = (await log(ana)).body.data.list;
      assert.equal(rows[0]?.id, sent.body.data.id);
      assert.equal(rows[0]?.reference, reference);
      assert.equal((await log(ben)).body.data.total, 0, "Ben sees none of Ana's recharges");

      const waiting = await ops('recharge', 'list');
      assert.match(waiting.out, new RegExp(`^${sent.body.data.id}\\s+ana\\b.*ref ${reference}`, 'm'));
      const typed = `${reference.slice(0, 6).toLowerCase()}-${reference.slice(6)}`;
      const found = await ops('recharge', 'list', '--reference', typed);
      assert.match(found.out, new RegExp(`${reference} is the reference of ana`));
      assert.match(found.out, new RegExp(`^${sent.body.data.id}\\s+ana\\b`, 'm'));
      const mistyped = `${reference.slice(0, 10)}${reference[10] === '0' ? '1' : '0'}`;
      assert.equal((await ops('recharge', 'list', '--reference', mistyped)).code, 2);
    });

    it("says so, in the buyer's language, and records nothing when no account is set", async () => {
      const cleared = await ops(
        'setting',
        'set',
        'recharge_bank_account',
        '{"bank_name":"","holder":"","account_number":"","iban":"","swift":""}',
      );
      assert.equal(cleared.code, 0, cleared.out);
      const answer = await info(ben.token);
      assert.equal(answer.body.data.bank, null);
      assert.match(answer.body.data.reference, /^CB/);

      const en = await cardRecharge(ben);
      assert.equal(en.body.code, Codes.ValidationFailed);
      assert.match(en.body.msg, /Bank transfer is not available/);
      const de = await cardRecharge(ben, 'de');
      assert.match(de.body.msg, /Banküberweisung ist gerade nicht möglich/);
      assert.equal((await log(ben)).body.data.total, 0);
    });
  });
}
