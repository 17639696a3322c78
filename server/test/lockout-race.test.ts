import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { LOGIN_FAILURE_LIMIT, PAY_CODE_FAILURE_LIMIT } from '@crossbay/contract/account';
import { Codes } from '@crossbay/contract/codes';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import { postJson, startTestApp, type TestApp } from './support/test-app.ts';

const BURST = 100;
const RIGHT_AT = 40;

/** A burst of guesses sent at once, the right one among them. */
function guesses(right: string, wrong: (i: number) => string): string[] {
  return Array.from({ length: BURST }, (_, i) => (i === RIGHT_AT ? right : wrong(i)));
}

for (const dialect of dialects) {
  describe(`lock-outs under guesses sent at once on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect, { seed: false });
    });
    after(() => t.close());

    it(`checks at most ${PAY_CODE_FAILURE_LIMIT} payment codes of ${BURST} sent at once`, async () => {
      const buyer = await newBuyer(t.app, 'racer', { payCode: '424242' });
      const codes = guesses('424242', (i) => String(100000 + i));
      const answers = await Promise.all(
        codes.map((code) =>
          postJson(t.app, '/api/user/verify_pay', { pay_password: code }, { token: buyer.token }),
        ),
      );
      const results = answers.map((a) => a.body.code);
      const wrong = results.filter((c) => c === Codes.PayCodeWrong).length;
      assert.ok(wrong <= PAY_CODE_FAILURE_LIMIT - 1, `${wrong} codes were answered "wrong"`);
      // The right code counts among the checked ones if it got in before the lock-out.
      const checkedRight = results[RIGHT_AT] === 1 ? 1 : 0;
      assert.ok(wrong + checkedRight <= PAY_CODE_FAILURE_LIMIT, 'the right code is never a sixth check');
      assert.ok(
        results.every((c) => c === Codes.PayCodeWrong || c === Codes.PayCodeLocked),
        'every guess is answered wrong or locked',
      );
      const checked = await t.app.db
        .selectFrom('attempts')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('subject', '=', `user:${buyer.id}`)
        .executeTakeFirstOrThrow();
      // Tries turned away take their row back; what stays are the codes really checked.
      assert.ok(Number(checked.n) <= PAY_CODE_FAILURE_LIMIT, `${checked.n} codes were checked`);
    });

    it('a right code after a few wrong ones clears them', async () => {
      const buyer = await newBuyer(t.app, 'steady', { payCode: '135790' });
      const verify = (code: string) =>
        postJson(t.app, '/api/user/verify_pay', { pay_password: code }, { token: buyer.token });
      for (let i = 0; i < PAY_CODE_FAILURE_LIMIT - 1; i++)
        assert.equal((await verify('000000')).body.code, Codes.PayCodeWrong);
      assert.equal((await verify('135790')).body.code, 1);
      for (let i = 0; i < PAY_CODE_FAILURE_LIMIT - 1; i++)
        assert.equal((await verify('000000')).body.code, Codes.PayCodeWrong, 'counting starts again');
    });

    it('checks every right code of a burst: the lock-out counts wrong codes, not codes at once', async () => {
      const buyer = await newBuyer(t.app, 'busy', { payCode: '112358' });
      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          postJson(t.app, '/api/user/verify_pay', { pay_password: '112358' }, { token: buyer.token }),
        ),
      );
      assert.deepEqual(new Set(answers.map((a) => a.body.code)), new Set([1]));
    });

    it('replaces a payment code hashed with scrypt by its HMAC on the first right code', async () => {
      const buyer = await newBuyer(t.app, 'legacy', { payCode: '314159' });
      const stored = async () =>
        (
          await t.app.db
            .selectFrom('users')
            .select('pay_code_hash')
            .where('id', '=', buyer.id)
            .executeTakeFirstOrThrow()
        ).pay_code_hash ?? '';
      assert.match(await stored(), /^scrypt\$/);
      const verify = (code: string) =>
        postJson(t.app, '/api/user/verify_pay', { pay_password: code }, { token: buyer.token });
      assert.equal((await verify('000000')).body.code, Codes.PayCodeWrong);
      assert.match(await stored(), /^scrypt\$/, 'a wrong code changes nothing');
      assert.equal((await verify('314159')).body.code, 1);
      assert.match(await stored(), /^hmac\$/);
      assert.equal((await verify('314159')).body.code, 1, 'the same code still pays');
      assert.equal((await verify('314158')).body.code, Codes.PayCodeWrong);
    });

    it('compares at most 5 email codes of 100 sent at once', async () => {
      await newBuyer(t.app, 'mailer', { email: 'mailer@example.com' });
      await postJson(t.app, '/api/ems/send', { email: 'mailer@example.com', event: 'resetpwd' });
      const answers = await Promise.all(
        Array.from({ length: BURST }, (_, i) =>
          postJson(t.app, '/api/user/resetpwd', {
            email: 'mailer@example.com',
            email_code: String(100000 + i),
            password: 'mailer-new1',
            repassword: 'mailer-new1',
          }),
        ),
      );
      assert.ok(answers.every((a) => a.body.code === Codes.EmailCodeWrong));
      const code = await t.app.db
        .selectFrom('verification_codes')
        .select('attempts')
        .where('email', '=', 'mailer@example.com')
        .executeTakeFirstOrThrow();
      assert.equal(Number(code.attempts), 5, 'five codes compared, the rest turned away');
    });

    // Last: it uses up the test client's address as well.
    it(`checks at most ${LOGIN_FAILURE_LIMIT} passwords of ${BURST} sent at once`, async () => {
      await newBuyer(t.app, 'target');
      const passwords = guesses('secret-pass', (i) => `guess-${i}`);
      const answers = await Promise.all(
        passwords.map((password) => postJson(t.app, '/api/user/login', { account: 'target', password })),
      );
      const wrong = answers.filter((a) => a.body.code === Codes.WrongCredentials).length;
      assert.ok(wrong <= LOGIN_FAILURE_LIMIT, `${wrong} passwords were checked and found wrong`);
      const checkedRight = answers[RIGHT_AT]?.body.code === 1 ? 1 : 0;
      assert.ok(wrong + checkedRight <= LOGIN_FAILURE_LIMIT, 'the right password is never a sixth check');
    });
  });
}
