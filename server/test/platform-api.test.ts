import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import { envelopeOf } from '@crossbay/contract/envelope';
import { LOCALES } from '@crossbay/contract/locales';
import { NOTICE_EVENTS_PATH } from '@crossbay/contract/notices';
import { z } from 'zod';
import { openSession, revokeSession } from '#server/modules/session/service.ts';
import { dialects } from './support/dialects.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';

for (const dialect of dialects) {
  describe(`platform endpoints and server core on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect, {
        extend: (app) => {
          app.get('/api/test/crash', { schema: { response: { 200: envelopeOf(z.null()) } } }, async () => {
            throw new Error('secret detail');
          });
        },
      });
    });
    after(() => t.close());

    it('lists the 14 languages with their names', async () => {
      const res = await get<{ file_name: string; language_name: string; chinese_name: string }[]>(
        t.app,
        '/api/user/language_list',
      );
      assert.deepEqual(
        res.body.data.map((l) => l.file_name),
        LOCALES.map((l) => l.file_name),
      );
      assert.equal(res.body.data.find((l) => l.file_name === 'ar')?.language_name, 'العربية');
    });

    it('answers platform, help and law pages in the asked language, English for an unknown one', async () => {
      const th = await get<{ name: string; currency_symbol: string; body: string }>(
        t.app,
        '/api/index/platform?lang=tai',
      );
      assert.equal(th.body.data.currency_symbol, '$');
      assert.match(th.body.data.body, /\p{Script=Thai}/u);
      const help = await get<{ question: string; answer: string }[]>(t.app, '/api/user/help_support?lang=ru');
      assert.ok(help.body.data.length >= 5);
      assert.match(help.body.data[0]?.question ?? '', /\p{Script=Cyrillic}/u);
      const law = await get<{ title: string; sections: unknown[] }>(t.app, '/api/user/law?lang=xx');
      assert.ok(law.body.data.sections.length >= 3);
      assert.match(law.body.data.title, /[A-Za-z]/);
    });

    it('answers which registration fields are on', async () => {
      const res = await get<Record<string, string>>(t.app, '/api/user/reg_cfg');
      assert.equal(res.body.data.account, 'required');
      assert.equal(res.body.data.password, 'required');
    });

    it('answers the deposit networks with their minimum and the unsupported routes', async () => {
      const res = await get<{
        networks: { name: string; deposit_address: string; min_amount: string }[];
        unsupported: string[];
      }>(t.app, '/api/user/getBlockchain');
      assert.deepEqual(
        res.body.data.networks.map((n) => n.name),
        ['TRC20', 'ERC20'],
      );
      assert.match(res.body.data.networks[0]?.min_amount ?? '', /^\d+\.\d{2}$/);
      assert.deepEqual(res.body.data.unsupported, ['DEX', 'BSC', 'HECO']);
    });

    it('answers an unknown API route with a 404 envelope, in the language', async () => {
      const en = await get(t.app, '/api/nope?lang=en');
      assert.equal(en.status, 404);
      assert.equal(en.body.code, Codes.NotFound);
      const es = await get(t.app, '/api/nope?lang=es');
      assert.notEqual(es.body.msg, en.body.msg);
    });

    it('serves index.html for app routes such as /orderInfo/5 but never for /api', async () => {
      const html = { accept: 'text/html,application/xhtml+xml' };
      const page = await t.app.inject({ method: 'GET', url: '/orderInfo/5', headers: html });
      assert.equal(page.statusCode, 200);
      assert.match(page.headers['content-type'] as string, /text\/html/);
      assert.match(page.body, /<div id="root">/);
      assert.match(String(page.headers['content-security-policy']), /script-src 'self'/);
      const api = await t.app.inject({ method: 'GET', url: '/api/nope', headers: html });
      assert.equal(api.statusCode, 404);
      assert.doesNotMatch(api.body, /<div id="root">/);
      const file = await t.app.inject({ method: 'GET', url: '/missing.js' });
      assert.equal(file.statusCode, 404);
      const root = await t.app.inject({ method: 'GET', url: '/?data=x&code=y&path=/bag', headers: html });
      assert.equal(root.statusCode, 200, 'the start page with a login link');
      const refund = await t.app.inject({ method: 'GET', url: '/refund/1/SN0001/3,4/12.50', headers: html });
      assert.match(refund.body, /<div id="root">/);
      const media = await t.app.inject({ method: 'GET', url: '/media/nothing.webp', headers: html });
      assert.equal(media.statusCode, 404);
    });

    it('refuses a protected call without a valid token with HTTP 401 and code 401', async () => {
      const none = await get(t.app, '/api/user/getUserInfo');
      assert.equal(none.status, 401);
      assert.equal(none.body.code, 401);
      const bad = await get(t.app, '/api/user/getUserInfo', { token: 'not-a-token' });
      assert.equal(bad.status, 401);
    });

    it('accepts a session token until it is revoked', async () => {
      const demo = await t.app.db
        .selectFrom('users')
        .select('id')
        .where('account', '=', 'demo')
        .executeTakeFirstOrThrow();
      const token = await openSession(t.app.db, Number(demo.id));
      const info = await get<{ account: string; balance: string; has_pay_code: boolean }>(
        t.app,
        '/api/user/getUserInfo',
        { token },
      );
      assert.equal(info.body.code, Codes.Ok);
      assert.equal(info.body.data.account, 'demo');
      assert.equal(info.body.data.balance, '5000.00');
      assert.equal(info.body.data.has_pay_code, true);
      const stored = await t.app.db
        .selectFrom('sessions')
        .select('token_hash')
        .where('user_id', '=', Number(demo.id))
        .execute();
      assert.ok(
        stored.every((s) => s.token_hash !== token),
        'only a hash of the token is stored',
      );
      const session = await t.app.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', Number(demo.id))
        .executeTakeFirstOrThrow();
      await revokeSession(t.app.db, Number(session.id));
      assert.equal((await get(t.app, '/api/user/getUserInfo', { token })).status, 401);
    });

    it('answers a crash with HTTP 500, the envelope and no stack', async () => {
      const res = await get(t.app, '/api/test/crash?lang=de');
      assert.equal(res.status, 500);
      assert.equal(res.body.code, Codes.Internal);
      assert.equal(res.body.data, null);
      assert.doesNotMatch(JSON.stringify(res.body), /secret detail|\.ts:\d+/);
      assert.match(res.body.msg, /[äöüß]|Fehler|später/i);
    });

    it('sends the platform page, terms and help as safe HTML: structure kept, script and handlers gone', async () => {
      const hostile =
        '<p onclick="steal()">Hello <strong>buyer</strong></p><script>alert(1)</script><img src=x onerror="alert(2)"><ul><li>one</li></ul>';
      const write = (slug: string, content: unknown) =>
        t.app.db
          .updateTable('pages')
          .set({ content: JSON.stringify(content) })
          .where('slug', '=', slug)
          .where('lang', '=', 'en')
          .execute();
      await write('platform', { title: 'About', body: hostile });
      await write('law', { title: 'Terms', sections: [{ heading: 'Use', body: hostile }] });
      await write('help_support', [{ question: 'Why?', answer: hostile }]);
      const platform = await get<{ body: string }>(t.app, '/api/index/platform');
      const law = await get<{ sections: { body: string }[] }>(t.app, '/api/user/law');
      const help = await get<{ answer: string }[]>(t.app, '/api/user/help_support');
      for (const html of [
        platform.body.data.body,
        law.body.data.sections[0]?.body,
        help.body.data[0]?.answer,
      ]) {
        assert.equal(html, '<p>Hello <strong>buyer</strong></p><ul><li>one</li></ul>');
      }
    });

    it('publishes the OpenAPI document', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      assert.equal(res.statusCode, 200);
      assert.ok(res.json().paths['/api/index/product']);
    });

    it('declares the answer of every API route, money routes included (only declared fields are sent)', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      const paths = res.json().paths as Record<
        string,
        Record<string, { responses?: Record<string, unknown> }>
      >;
      const undeclared = Object.entries(paths).flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(
            ([, operation]) => !(operation.responses?.['200'] as { content?: unknown } | undefined)?.content,
          )
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      );
      assert.deepEqual(
        // The notice stream answers Server-Sent Events, each a contract NoticeEvent, not one JSON answer.
        undeclared.filter((route) => !route.includes('/api/test/') && route !== `GET ${NOTICE_EVENTS_PATH}`),
        [],
      );
    });

    it('limits the rate of API calls with a 429 envelope, in the language', async () => {
      const limited = await startTestApp(dialect, { seed: false, config: { RATE_LIMIT_MAX: 3 } });
      try {
        const answers = [];
        for (let i = 0; i < 4; i++) answers.push(await get(limited.app, '/api/user/language_list?lang=it'));
        assert.deepEqual(
          answers.map((a) => a.status),
          [200, 200, 200, 429],
        );
        assert.equal(answers[3]?.body.code, Codes.TooManyRequests);
        assert.match(answers[3]?.body.msg ?? '', /richieste|troppe/i);
        const page = await limited.app.inject({
          method: 'GET',
          url: '/orderInfo/5',
          headers: { accept: 'text/html' },
        });
        assert.equal(page.statusCode, 200, 'pages are not rate limited');
      } finally {
        await limited.close();
      }
    });

    it('answers /healthz', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      assert.equal(res.statusCode, 200);
    });

    it('treats a bad time-zone header as UTC instead of failing', async () => {
      const res = await get(t.app, '/api/index/category', { 'time-zone': 'Mars/Olympus' });
      assert.equal(res.body.code, Codes.Ok);
    });

    it('posts nothing where only reading is allowed', async () => {
      const res = await postJson(t.app, '/api/index/category', {});
      assert.equal(res.status, 404);
    });
  });
}
