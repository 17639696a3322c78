import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import type { NoticePage } from '@crossbay/contract/notices';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import { startSmtpListener } from './support/smtp-listener.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';

type Login = { userinfo: { token: string; account: string } };

for (const dialect of dialects) {
  describe(`register, email codes and passwords on ${dialect}`, () => {
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

    const codeMailedTo = (email: string) => {
      const mail = [...smtp.mails].reverse().find((m) => m.to.includes(email));
      const code = mail?.raw.match(/\b(\d{6})\b/)?.[1];
      assert.ok(code, `a code was mailed to ${email}`);
      return code;
    };
    const securityNotices = async (token: string, lang = 'en') =>
      (await get<NoticePage>(t.app, `/api/notice/list?lang=${lang}`, { token })).body.data.list
        .filter((n) => n.kind === 'security')
        .map((n) => n.title);
    const mailTo = (email: string) => [...smtp.mails].reverse().find((m) => m.to.includes(email))?.raw ?? '';
    const setRegisterField = async (field: string, mode: string) => {
      const row = await t.app.db
        .selectFrom('settings')
        .select('value')
        .where('key', '=', 'register_fields')
        .executeTakeFirstOrThrow();
      const value = JSON.stringify({ ...JSON.parse(row.value), [field]: mode });
      await t.app.db.updateTable('settings').set({ value }).where('key', '=', 'register_fields').execute();
    };

    it('needs an email code to register by default, then registers and logs the new buyer in', async () => {
      const body = {
        account: 'Alice_01',
        password: 'alice-pass',
        repassword: 'alice-pass',
        email: 'alice@example.com',
      };
      const refused = await postJson(t.app, '/api/user/register', body);
      assert.equal(refused.body.code, Codes.ValidationFailed);
      assert.match(refused.body.msg, /verification code/);
      // The rules below are about the other fields: the code is turned off for them, as an operator may.
      await setRegisterField('email_code', 'off');
    });

    it('registers and logs the new buyer in', async () => {
      const res = await postJson<Login>(t.app, '/api/user/register?lang=es', {
        account: 'Alice_01',
        password: 'alice-pass',
        repassword: 'alice-pass',
        email: 'alice@example.com',
      });
      assert.equal(res.body.code, Codes.Ok, res.body.msg);
      assert.match(res.body.msg, /registro|Registro/);
      assert.equal(
        (await get(t.app, '/api/user/getUserInfo', { token: res.body.data.userinfo.token })).body.code,
        Codes.Ok,
      );
    });

    for (const [name, body, code, said] of [
      [
        'an account taken in any case',
        { account: 'ALICE_01', email: 'other@example.com' },
        Codes.AccountTaken,
        /already registered/,
      ],
      ['a short password', { password: '12345', repassword: '12345' }, Codes.ValidationFailed, /at least 6/],
      ['passwords that differ', { repassword: 'other-pass' }, Codes.ValidationFailed, /do not match/],
      ['a wrong email', { email: 'bob@' }, Codes.ValidationFailed, /correct email/],
      ['a wrong mobile', { mobile: '12ab' }, Codes.ValidationFailed, /correct mobile/],
      ['no email when it is required', { email: '' }, Codes.ValidationFailed, /fill in Email/],
      ['an email already used', { email: 'ALICE@example.com' }, Codes.EmailTaken, /already registered/],
    ] as const) {
      it(`refuses ${name} and creates nothing`, async () => {
        const before = await t.app.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        const res = await postJson(t.app, '/api/user/register', {
          account: 'bob',
          password: 'bob-pass1',
          repassword: 'bob-pass1',
          email: 'bob@example.com',
          ...body,
        });
        assert.equal(res.body.code, code);
        assert.match(res.body.msg, said);
        const after = await t.app.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        assert.equal(Number(after.n), Number(before.n));
      });
    }

    it('mails a register code through SMTP, and registration needs it when configured', async () => {
      await setRegisterField('email_code', 'required');
      const sent = await postJson(t.app, '/api/ems/send', { email: 'carol@example.com', event: 'register' });
      assert.equal(sent.body.code, Codes.Ok, sent.body.msg);
      const code = codeMailedTo('carol@example.com');
      const body = {
        account: 'carol',
        password: 'carol-pass',
        repassword: 'carol-pass',
        email: 'carol@example.com',
      };
      const wrong = await postJson(t.app, '/api/user/register', {
        ...body,
        email_code: code === '000000' ? '111111' : '000000',
      });
      assert.equal(wrong.body.code, Codes.EmailCodeWrong);
      const right = await postJson(t.app, '/api/user/register', { ...body, email_code: code });
      assert.equal(right.body.code, Codes.Ok, right.body.msg);
      const reused = await postJson(t.app, '/api/user/register', {
        ...body,
        account: 'carol2',
        email: 'carol@example.com',
        email_code: code,
      });
      assert.notEqual(reused.body.code, Codes.Ok);
      await setRegisterField('email_code', 'off');
    });

    it('lets one address make 10 accounts an hour; the 11th is refused, translated; a refused try does not count', async () => {
      const from = { remoteAddress: '198.51.100.7' };
      const registerAs = (n: number, extra: Record<string, string> = {}) =>
        t.app.inject({
          method: 'POST',
          url: '/api/user/register?lang=de',
          ...from,
          payload: {
            account: `farm${n}`,
            password: 'farm-pass1',
            repassword: 'farm-pass1',
            email: `farm${n}@example.com`,
            ...extra,
          },
        });
      for (let n = 0; n < 3; n++)
        assert.equal((await registerAs(100 + n, { repassword: 'x' })).json().code, Codes.ValidationFailed);
      // Sent at once, never more than ten pass (on PostgreSQL a burst may even be refused whole:
      // each try counts every row committed before it, its own included).
      const burst = await Promise.all(Array.from({ length: 12 }, (_, n) => registerAs(n)));
      let made = burst.filter((res) => res.json().code === Codes.Ok).length;
      assert.ok(made <= 10, `${made} of 12 sent at once`);
      for (let n = 20; made < 10; n++) {
        assert.equal((await registerAs(n)).json().code, Codes.Ok, 'up to ten, one after another');
        made += 1;
      }
      const refused = await registerAs(50);
      assert.equal(refused.statusCode, 429);
      assert.match(refused.json().msg, /zu viele Konten/);
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/user/register',
        remoteAddress: '198.51.100.8',
        payload: {
          account: 'neighbour',
          password: 'farm-pass1',
          repassword: 'farm-pass1',
          email: 'nb@example.com',
        },
      });
      assert.equal(other.json().code, Codes.Ok, 'another address registers');
    });

    it('sends one code a minute per address', async () => {
      assert.equal(
        (await postJson(t.app, '/api/ems/send', { email: 'dave@example.com', event: 'register' })).body.code,
        Codes.Ok,
      );
      const again = await postJson(t.app, '/api/ems/send', { email: 'dave@example.com', event: 'register' });
      assert.equal(again.body.code, Codes.TooManyRequests);
      assert.match(again.body.msg, /wait a minute/);
    });

    it('burns a code after 5 wrong tries and refuses an expired one', async () => {
      await postJson(t.app, '/api/ems/send', { email: 'alice@example.com', event: 'resetpwd' });
      const code = codeMailedTo('alice@example.com');
      const wrong = code === '999999' ? '888888' : '999999';
      const reset = (email_code: string) =>
        postJson(t.app, '/api/user/resetpwd', {
          email: 'alice@example.com',
          email_code,
          password: 'alice-new1',
          repassword: 'alice-new1',
        });
      for (let i = 0; i < 5; i++) assert.equal((await reset(wrong)).body.code, Codes.EmailCodeWrong);
      assert.equal((await reset(code)).body.code, Codes.EmailCodeWrong, 'the right code no longer works');

      await t.app.db.deleteFrom('verification_codes').execute();
      await postJson(t.app, '/api/ems/send', { email: 'alice@example.com', event: 'resetpwd' });
      const fresh = codeMailedTo('alice@example.com');
      await t.app.db
        .updateTable('verification_codes')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .execute();
      assert.equal((await reset(fresh)).body.code, Codes.EmailCodeWrong);
    });

    it('resets a forgotten password with the code and ends every session', async () => {
      const login = await postJson<Login>(t.app, '/api/user/login', {
        account: 'alice_01',
        password: 'alice-pass',
      });
      const oldToken = login.body.data.userinfo.token;
      await t.app.db.deleteFrom('verification_codes').execute();
      assert.equal(
        (await postJson(t.app, '/api/ems/send', { email: 'alice@example.com', event: 'resetpwd' })).body.code,
        Codes.Ok,
      );
      const code = codeMailedTo('alice@example.com');
      const res = await postJson(t.app, '/api/user/resetpwd', {
        email: 'alice@example.com',
        email_code: code,
        password: 'alice-new1',
        repassword: 'alice-new1',
      });
      assert.equal(res.body.code, Codes.Ok, res.body.msg);
      assert.equal((await get(t.app, '/api/user/getUserInfo', { token: oldToken })).status, 401);
      assert.equal(
        (await postJson(t.app, '/api/user/login', { account: 'alice_01', password: 'alice-pass' })).body.code,
        Codes.WrongCredentials,
      );
      assert.equal(
        (await postJson(t.app, '/api/user/login', { account: 'alice_01', password: 'alice-new1' })).body.code,
        Codes.Ok,
      );
    });

    it('answers a reset code for an address nobody uses like any other, and mails nothing', async () => {
      await newBuyer(t.app, 'kim', { email: 'kim@example.com' });
      const known = await postJson(t.app, '/api/ems/send', { email: 'kim@example.com', event: 'resetpwd' });
      const unknown = await postJson(t.app, '/api/ems/send', {
        email: 'ghost@example.com',
        event: 'resetpwd',
      });
      assert.deepEqual(unknown, known, 'the same answer: nobody learns which addresses have accounts');
      assert.equal(smtp.mails.filter((m) => m.to.includes('ghost@example.com')).length, 0);
    });

    it('answers a register code for a taken address like any other, and mails its owner a note, not a code', async () => {
      await newBuyer(t.app, 'lee', { email: 'lee@example.com' });
      const taken = await postJson(t.app, '/api/ems/send', { email: 'lee@example.com', event: 'register' });
      const free = await postJson(t.app, '/api/ems/send', { email: 'newbie@example.com', event: 'register' });
      assert.deepEqual(taken, free);
      const note = [...smtp.mails].reverse().find((m) => m.to.includes('lee@example.com'));
      assert.match(note?.raw ?? '', /already has an account/);
      assert.doesNotMatch(note?.raw ?? '', /\b\d{6}\b/, 'no code in the note');
    });

    it('changes the password only with the right old one and a different new one', async () => {
      const buyer = await newBuyer(t.app, 'erin');
      const change = (body: object) =>
        postJson(t.app, '/api/user/change_password', body, { token: buyer.token });
      assert.match(
        (await change({ old_password: 'wrong-old', password: 'erin-new1', repassword: 'erin-new1' })).body
          .msg,
        /old password is wrong/,
      );
      assert.match(
        (await change({ old_password: 'secret-pass', password: 'secret-pass', repassword: 'secret-pass' }))
          .body.msg,
        /different/,
      );
      assert.equal(
        (await change({ old_password: 'secret-pass', password: 'erin-new1', repassword: 'erin-new1' })).body
          .code,
        Codes.Ok,
      );
      assert.equal(
        (await get(t.app, '/api/user/getUserInfo', { token: buyer.token })).body.code,
        Codes.Ok,
        'this session stays',
      );
      // The owner is told, in the app and by mail, and only of the change that was made.
      assert.deepEqual(await securityNotices(buyer.token), ['Your password was changed']);
      assert.match(mailTo('erin@example.com'), /Your password was changed/);
    });

    it('sets a first payment code without the old one, then changes it only with the old one', async () => {
      const buyer = await newBuyer(t.app, 'frank');
      const setPay = (body: object) => postJson(t.app, '/api/user/resetPay', body, { token: buyer.token });
      assert.match((await setPay({ pay_password: '12a456', repay_password: '12a456' })).body.msg, /6 digits/);
      assert.equal(
        (await setPay({ old_pay_password: '', pay_password: '246810', repay_password: '246810' })).body.code,
        Codes.Ok,
      );
      assert.match(
        (await setPay({ pay_password: '135790', repay_password: '135790' })).body.msg,
        /old payment code/,
      );
      assert.equal(
        (await setPay({ old_pay_password: '111111', pay_password: '135790', repay_password: '135790' })).body
          .code,
        Codes.PayCodeWrong,
      );
      assert.equal(
        (await setPay({ old_pay_password: '246810', pay_password: '135790', repay_password: '135790' })).body
          .code,
        Codes.Ok,
      );
      assert.equal(
        (await postJson(t.app, '/api/user/verify_pay', { pay_password: '135790' }, { token: buyer.token }))
          .body.code,
        Codes.Ok,
      );
      assert.deepEqual(await securityNotices(buyer.token, 'de'), [
        'Dein Zahlungscode wurde geändert',
        'Dein Zahlungscode wurde geändert',
      ]);
      assert.match(mailTo('frank@example.com'), /payment code/);
    });

    it('asks a buyer without a payment code to set one, and locks paying after 5 wrong codes', async () => {
      const none = await newBuyer(t.app, 'gina');
      const notSet = await postJson(
        t.app,
        '/api/user/verify_pay',
        { pay_password: '123456' },
        { token: none.token },
      );
      assert.equal(notSet.body.code, Codes.PayCodeNotSet);
      const buyer = await newBuyer(t.app, 'hank', { payCode: '112233' });
      const verify = (code: string) =>
        postJson(t.app, '/api/user/verify_pay', { pay_password: code }, { token: buyer.token });
      for (let i = 0; i < 4; i++) assert.equal((await verify('000000')).body.code, Codes.PayCodeWrong);
      assert.equal((await verify('000000')).body.code, Codes.PayCodeLocked);
      assert.equal(
        (await verify('112233')).body.code,
        Codes.PayCodeLocked,
        'even the right code waits 15 minutes',
      );
    });
  });
}
