import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { NoticePage } from '@crossbay/contract/notices';
import type { Kysely } from 'kysely';
import { keyOldNotices } from '#server/db/migrations/0025-notice-messages.ts';
import { notifyBuyer } from '#server/modules/notices/notify.ts';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import { get, startTestApp, type TestApp } from './support/test-app.ts';

// Issue 36 item 4: a buyer's notice reads in the language of whoever reads it, not the one it was written in.
for (const dialect of dialects) {
  describe(`notices in the reader's language on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect, { seed: false });
    });
    after(() => t.close());

    const read = async (token: string, lang: string) =>
      (await get<NoticePage>(t.app, `/api/notice/list?lang=${lang}`, { token })).body.data.list[0];

    it('a notice written in English reads in German after the switch, with its values', async () => {
      const buyer = await newBuyer(t.app, 'switcher');
      await t.app.db
        .transaction()
        .execute((tx) =>
          notifyBuyer(
            tx,
            buyer.id,
            'wallet',
            'rechargeRefused',
            { amount: '12.50', reason: 'no transfer' },
            null,
          ),
        );
      assert.equal((await read(buyer.token, 'en'))?.title, 'Recharge refused');
      const german = await read(buyer.token, 'de');
      assert.notEqual(german?.title, 'Recharge refused');
      assert.match(german?.body ?? '', /12\.50/);
      assert.match(german?.body ?? '', /no transfer/);
    });

    it('a notice written before the keys gets its key and values back from its text, in any of the languages', async () => {
      const buyer = await newBuyer(t.app, 'oldtimer');
      const created_at = new Date().toISOString();
      // More than a page of older rows first (the migration walks them a page at a time), then the one read.
      const older = Array.from({ length: 1_200 }, (_, i) => ({
        user_id: buyer.id,
        kind: 'order',
        title: i % 2 ? 'Ihre Bestellung wurde versandt' : 'Your order has shipped',
        body: `Order 2026112800${String(i).padStart(4, '0')} was shipped with Kerry, tracking number K${i}.`,
        created_at,
      }));
      for (let i = 0; i < older.length; i += 200)
        await t.app.db
          .insertInto('notices')
          .values(older.slice(i, i + 200))
          .execute();
      await t.app.db
        .insertInto('notices')
        .values({
          user_id: buyer.id,
          kind: 'order',
          title: 'Your order has shipped',
          body: 'Order 202611281234 was shipped with Kerry, tracking number KX1.',
          created_at,
        })
        .execute();
      await keyOldNotices(t.app.db as unknown as Kysely<unknown>);
      const unkeyed = await t.app.db
        .selectFrom('notices')
        .select(['title', 'message_key'])
        .where('user_id', '=', buyer.id)
        .where('message_key', 'is', null)
        .execute();
      // Every English row is keyed; the German title with an English body matches no language and stays text.
      assert.equal(unkeyed.length, 600);
      assert.ok(unkeyed.every((row) => row.title !== 'Your order has shipped'));
      const german = await read(buyer.token, 'de');
      assert.notEqual(german?.title, 'Your order has shipped');
      assert.match(german?.body ?? '', /202611281234/);
      assert.match(german?.body ?? '', /KX1/);
      assert.equal(
        (await read(buyer.token, 'en'))?.body,
        'Order 202611281234 was shipped with Kerry, tracking number KX1.',
      );
    });
  });
}
