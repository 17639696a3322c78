import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import type { Withdrawn } from '@crossbay/contract/wallet';
import { post } from '#server/modules/wallet/ledger.ts';
import { dialects } from './support/dialects.ts';
import { balanceOf, newBuyer } from './support/session.ts';
import { idempotencyKey } from './support/shopping.ts';
import { startSmtpListener } from './support/smtp-listener.ts';
import { postJson, startTestApp, type TestApp } from './support/test-app.ts';

// base58check of 0x41 and twenty 0x11 bytes; the second has its last character changed.
const TRON = 'TBXSw8fM4jpQkGc6zZjsVABFpVN7UvXPdV';
const TRON_BAD_CHECKSUM = 'TBXSw8fM4jpQkGc6zZjsVABFpVN7UvXPdW';
// EIP-55's test vector, and the same with one letter's case flipped.
const EIP55 = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const EIP55_WRONG_CASE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD';
const SAME_NETWORK = /Choose the same network as the withdrawing platform/;

for (const dialect of dialects) {
  describe(`withdrawal addresses are checked against the chosen network on ${dialect}`, () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
    let buyer: { id: number; token: string };
    before(async () => {
      smtp = await startSmtpListener();
      t = await startTestApp(dialect, { config: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
      buyer = await newBuyer(t.app, 'chainpayee', { payCode: '123456', email: 'chain@example.com' });
      await t.app.db
        .transaction()
        .execute((tx) =>
          post(tx, { userId: buyer.id, wallet: 'balance', amount: 100_000, type: 'adjustment' }),
        );
    });
    after(async () => {
      await t.close();
      await smtp.close();
    });

    const mailCode = async () => {
      await t.app.db.deleteFrom('verification_codes').execute();
      const sent = await postJson(
        t.app,
        '/api/ems/send',
        { email: 'chain@example.com', event: 'withdraw' },
        { token: buyer.token },
      );
      assert.equal(sent.body.code, Codes.Ok, sent.body.msg);
      return [...smtp.mails]
        .reverse()
        .find((m) => m.to.includes('chain@example.com'))
        ?.raw.match(/\b(\d{6})\b/)?.[1] as string;
    };
    const withdraw = (network: string, address: string, emailCode: string, lang = 'en') =>
      postJson<Withdrawn>(
        t.app,
        `/api/user/extract?lang=${lang}`,
        {
          type: 'chain',
          network,
          address,
          amount: '20.00',
          email_code: emailCode,
          pay_password: '123456',
          idempotency_key: idempotencyKey(),
        },
        { token: buyer.token },
      );

    for (const [name, network, address] of [
      ['a TRC20 address with a broken checksum', 'TRC20', TRON_BAD_CHECKSUM],
      ['an ERC20 address sent for TRC20', 'TRC20', EIP55],
      ['a TRC20 address sent for ERC20', 'ERC20', TRON],
      ['a mixed-case ERC20 address with a wrong EIP-55 checksum', 'ERC20', EIP55_WRONG_CASE],
      ['an ERC20 address one digit short', 'ERC20', EIP55.slice(0, -1)],
    ] as const) {
      it(`refuses ${name} with the network message, before any code is used, and freezes nothing`, async () => {
        const start = await balanceOf(t.app, buyer.id);
        const res = await withdraw(network, address, '000000');
        assert.equal(res.body.code, Codes.ValidationFailed);
        assert.match(res.body.msg, SAME_NETWORK);
        const de = await withdraw(network, address, '000000', 'de');
        assert.doesNotMatch(de.body.msg, SAME_NETWORK, 'the message is translated');
        assert.equal(await balanceOf(t.app, buyer.id), start);
      });
    }

    for (const [name, network, address] of [
      ['a right TRC20 address', 'TRC20', TRON],
      ['a lower-case ERC20 address', 'ERC20', EIP55.toLowerCase()],
      ['an ERC20 address with a valid EIP-55 checksum', 'ERC20', EIP55],
    ] as const) {
      it(`accepts ${name} and freezes the amount`, async () => {
        const start = await balanceOf(t.app, buyer.id);
        const res = await withdraw(network, address, await mailCode());
        assert.equal(res.body.code, Codes.Ok, res.body.msg);
        assert.equal(await balanceOf(t.app, buyer.id), start - 2000);
        const row = await t.app.db
          .selectFrom('withdrawals')
          .select(['network', 'address'])
          .where('id', '=', res.body.data.id)
          .executeTakeFirstOrThrow();
        assert.deepEqual([row.network, row.address], [network, address]);
      });
    }

    it('asks for the verification code when it is empty', async () => {
      const res = await withdraw('TRC20', TRON, '');
      assert.equal(res.body.code, Codes.ValidationFailed);
      assert.equal(res.body.msg, 'Please enter the verification code');
    });
  });
}
