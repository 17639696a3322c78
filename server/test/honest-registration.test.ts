import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import { startSmtpListener } from './support/smtp-listener.ts';
import { postJson, startTestApp, type TestApp } from './support/test-app.ts';

const WEAK_EN = /too easy to guess/;
const WEAK_DE = /zu leicht zu erraten/;

// Issue 41 item 5: registration says nothing of whose email has an account, and refuses passwords from the
// common lists, at registration, change and reset, with the reason in the buyer's language.
for (const dialect of dialects) {
  describe(`honest registration on ${dialect}`, () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtpListener>>;
    before(async () => {
      smtp = await startSmtpListener();
      t = await startTestApp(dialect, { config: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` } });
    });
    after(async () => {
      await t.close();
      await smtp.close();
    });

    const mailsTo = (email: string) => smtp.mails.filter((m) => m.to.includes(email));
    const codeMailedTo = (email: string) => {
      const code = mailsTo(email)
        .at(-1)
        ?.raw.match(/\b(\d{6})\b/)?.[1];
      assert.ok(code, `a code was mailed to ${email}`);
      return code;
    };
    const userCount = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const registration = (account: string, email: string, password: string, emailCode: string) => ({
      account,
      password,
      repassword: password,
      email,
      email_code: emailCode,
    });

    it('refuses "password1" at registration, in English and German, creates nothing and keeps the code', async () => {
      await postJson(t.app, '/api/ems/send', { email: 'nina@example.com', event: 'register' });
      const code = codeMailedTo('nina@example.com');
      const users = await userCount();
      for (const [lang, said] of [
        ['en', WEAK_EN],
        ['de', WEAK_DE],
      ] as const) {
        const res = await postJson(
          t.app,
          `/api/user/register?lang=${lang}`,
          registration('nina', 'nina@example.com', 'password1', code),
        );
        assert.equal(res.body.code, Codes.ValidationFailed);
        assert.match(res.body.msg, said);
      }
      assert.equal(await userCount(), users, 'no account made');

      const strong = await postJson(
        t.app,
        '/api/user/register',
        registration('nina', 'nina@example.com', 'quiet-harbour-lamp', code),
      );
      assert.equal(strong.body.code, Codes.Ok, strong.body.msg);
      assert.equal(await userCount(), users + 1, 'a strong password makes the account, with the same code');
    });

    it('answers a registration with a taken email exactly like one with a free email, and mails the owner', async () => {
      await newBuyer(t.app, 'lena', { email: 'lena@example.com' });
      const asked = [
        await postJson(t.app, '/api/ems/send', { email: 'lena@example.com', event: 'register' }),
        await postJson(t.app, '/api/ems/send', { email: 'otto@example.com', event: 'register' }),
      ];
      assert.deepEqual(asked[0], asked[1]);
      const freeCode = codeMailedTo('otto@example.com');
      const guess = freeCode === '000000' ? '111111' : '000000';
      const users = await userCount();

      const taken = await postJson(
        t.app,
        '/api/user/register',
        registration('lena_two', 'LENA@example.com', 'quiet-harbour-lamp', guess),
      );
      const free = await postJson(
        t.app,
        '/api/user/register',
        registration('otto', 'otto@example.com', 'quiet-harbour-lamp', guess),
      );
      assert.deepEqual(taken, free, 'the same status, code, message and data');
      assert.equal(taken.body.code, Codes.EmailCodeWrong);
      assert.equal(await userCount(), users);

      const note = mailsTo('lena@example.com').at(-1)?.raw ?? '';
      assert.match(note, /already has an account/, 'the owner of the taken address is told');
      assert.doesNotMatch(note, /\b\d{6}\b/, 'and is sent no code');
    });

    it('refuses "password1" as a new password, translated, and changes nothing; a strong one is taken', async () => {
      const buyer = await newBuyer(t.app, 'paul');
      const change = (password: string, lang = 'en') =>
        postJson(
          t.app,
          `/api/user/change_password?lang=${lang}`,
          { old_password: 'secret-pass', password, repassword: password },
          { token: buyer.token },
        );
      assert.match((await change('password1')).body.msg, WEAK_EN);
      const german = await change('password1', 'de');
      assert.equal(german.body.code, Codes.ValidationFailed);
      assert.match(german.body.msg, WEAK_DE);
      const stillOld = await postJson(t.app, '/api/user/login', { account: 'paul', password: 'secret-pass' });
      assert.equal(stillOld.body.code, Codes.Ok, 'the old password still logs in');
      assert.equal((await change('quiet-harbour-lamp')).body.code, Codes.Ok);
    });

    it('refuses "password1" at reset, translated, before the mailed code is used', async () => {
      await newBuyer(t.app, 'rosa', { email: 'rosa@example.com' });
      await postJson(t.app, '/api/ems/send', { email: 'rosa@example.com', event: 'resetpwd' });
      const code = codeMailedTo('rosa@example.com');
      const reset = (password: string, lang = 'en') =>
        postJson(t.app, `/api/user/resetpwd?lang=${lang}`, {
          email: 'rosa@example.com',
          email_code: code,
          password,
          repassword: password,
        });
      assert.match((await reset('password1')).body.msg, WEAK_EN);
      assert.match((await reset('password1', 'de')).body.msg, WEAK_DE);
      const stillOld = await postJson(t.app, '/api/user/login', { account: 'rosa', password: 'secret-pass' });
      assert.equal(stillOld.body.code, Codes.Ok, 'the password is unchanged');
      assert.equal((await reset('quiet-harbour-lamp')).body.code, Codes.Ok, 'the code still works');
    });
  });
}
