import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { Codes } from '@crossbay/contract/codes';
import Fastify from 'fastify';
import { DAY } from '#server/lib/clock.ts';
import { sweepVitals } from '#server/modules/vitals/service.ts';
import { auth } from '#server/plugins/auth.ts';
import { dialects } from './support/dialects.ts';
import { METRICS_TOKEN, seriesValue } from './support/metrics.ts';
import { opsFor } from './support/ops-cli.ts';
import { newBuyer } from './support/session.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';

// Issue 42 item 3: buyers' real page speed, by route template, with no personal data; nothing from a buyer who
// declined, or who was not asked yet where the language's law asks first.
for (const dialect of dialects) {
  describe(`buyers' page speed on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect, { seed: false, config: { METRICS_TOKEN, VITALS_SAMPLE: 0.25 } });
    });
    after(() => t.close());

    const beacon = (fields: Record<string, unknown>) =>
      postJson<{ stored: boolean }>(t.app, '/api/vitals', {
        route: '/detail/:product?/:mer?',
        locale: 'en',
        connection: '4g',
        consent: 'unasked',
        vitals: [
          { name: 'LCP', value: 1180 },
          { name: 'INP', value: 64 },
          { name: 'CLS', value: 0.02 },
        ],
        ...fields,
      });
    const stored = async () =>
      Number(
        (
          await t.app.db
            .selectFrom('web_vitals')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    it('tells the app the share of page loads that report', async () => {
      const answer = await get<{ sample: number }>(t.app, '/api/vitals/config');
      assert.equal(answer.body.data.sample, 0.25);
    });

    it('keeps a beacon by route template, and counts it on /metrics', async () => {
      const scrape = async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: '/metrics',
            headers: { authorization: `Bearer ${METRICS_TOKEN}` },
          })
        ).body;
      const count = (text: string) =>
        seriesValue(text, 'crossbay_web_vital_milliseconds_count', {
          name: 'LCP',
          route: '/detail/:product?/:mer?',
        });
      const was = count(await scrape());
      const first = await beacon({});
      assert.equal(first.body.code, Codes.Ok, first.body.msg);
      assert.equal(first.body.data.stored, true);
      assert.equal(count(await scrape()) - was, 1);
      const rows = await t.app.db.selectFrom('web_vitals').selectAll().orderBy('name').execute();
      assert.deepEqual(
        rows.map((r) => [r.route, r.name, Number(r.value), r.locale, r.connection]),
        [
          ['/detail/:product?/:mer?', 'CLS', 0.02, 'en', '4g'],
          ['/detail/:product?/:mer?', 'INP', 64, 'en', '4g'],
          ['/detail/:product?/:mer?', 'LCP', 1180, 'en', '4g'],
        ],
      );
    });

    it("takes a logged-in buyer's beacon, which carries the session cookie but never the app's header", async () => {
      const buyer = await newBuyer(t.app, `beacon${dialect}`);
      const answer = await postJson<{ stored: boolean }>(
        t.app,
        '/api/vitals',
        {
          route: '/bag',
          locale: 'en',
          connection: '4g',
          consent: 'unasked',
          vitals: [{ name: 'LCP', value: 900 }],
        },
        { cookie: `Admin-Token=${buyer.token}` },
      );
      assert.equal(answer.status, 200);
      assert.equal(answer.body.data.stored, true);
    });

    it('refuses to build a route that would need a buyer and read no session', async () => {
      const bare = Fastify();
      await bare.register(auth, { db: t.app.db, sessionCacheMs: 0 });
      await assert.rejects(async () => {
        bare.post('/x', { config: { auth: true, sessionless: true } }, async () => null);
        await bare.ready();
      }, /cannot need a buyer and read no session/);
      await bare.close();
    });

    it('keeps nothing from a buyer who declined, or who was not asked where the language asks first', async () => {
      const was = await stored();
      for (const fields of [
        { consent: 'declined' },
        { consent: 'declined', locale: 'ri' },
        { consent: 'unasked', locale: 'de' },
        { consent: 'unasked', locale: 'fr' },
      ]) {
        const answer = await beacon(fields);
        assert.equal(answer.body.code, Codes.Ok, answer.body.msg);
        assert.equal(answer.body.data.stored, false, JSON.stringify(fields));
      }
      assert.equal((await beacon({ consent: 'granted', locale: 'de' })).body.data.stored, true);
      assert.equal(await stored(), was + 3);
    });

    it('refuses a URL in place of a route template, an unknown measure and a value out of range, keeping nothing', async () => {
      const was = await stored();
      for (const fields of [
        { route: '/detail/42' },
        { route: `/${'x'.repeat(5000)}` },
        { vitals: [{ name: 'FID', value: 10 }] },
        { vitals: [{ name: 'LCP', value: -1 }] },
        { vitals: [{ name: 'LCP', value: 1e9 }] },
        { vitals: [] },
        { user_id: 7 },
      ]) {
        const answer = await beacon(fields);
        assert.notEqual(answer.body.code, Codes.Ok, JSON.stringify(fields));
      }
      assert.equal(await stored(), was);
    });

    it('prints the 75th percentile per route with ops vitals, and sweeps measures past VITALS_DAYS', async () => {
      await t.app.db.deleteFrom('web_vitals').execute();
      for (const lcp of [900, 1000, 1100, 1200, 3000, 3100, 3200, 3300])
        await beacon({ route: '/bag', vitals: [{ name: 'LCP', value: lcp }] });
      const { code, out } = await opsFor(t)('vitals');
      assert.equal(code, 0, out);
      // Nearest rank: the 6th of 8 sorted values.
      assert.match(out, /\/bag\s+LCP 3100 ms\* \(8\)/);
      await t.app.db
        .updateTable('web_vitals')
        .set({ at: new Date(Date.now() - 40 * DAY).toISOString() })
        .execute();
      assert.equal(await sweepVitals(t.app.db, 30), 8);
      assert.match((await opsFor(t)('vitals')).out, /no page speed measured/);
    });
  });
}
