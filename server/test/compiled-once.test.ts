import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { compiledOnce, differingOnRebuild } from '#server/db/compiled-once.ts';
import { post } from '#server/modules/wallet/ledger.ts';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import { addHomeAddress, checkoutAndPay, physicalSku } from './support/shopping.ts';
import { get, postJson, startTestApp, type TestApp } from './support/test-app.ts';

for (const dialect of dialects) {
  describe(`a query compiled once on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    it('answers each list and optional argument with its own rows, built once per shape', async () => {
      let builds = 0;
      const categories = compiledOnce((db, ids: number[], slug: string | undefined) => {
        builds += 1;
        const query = db.selectFrom('categories').select(['id', 'slug']).where('id', 'in', ids).orderBy('id');
        return slug === undefined ? query : query.where('slug', '=', slug);
      });
      const idsOf = async (ids: number[], slug?: string) =>
        (await categories(t.app.db, ids, slug)).map((row) => Number(row.id));

      assert.deepEqual(await idsOf([1, 2]), [1, 2]);
      assert.deepEqual(await idsOf([3, 4]), [3, 4]);
      assert.deepEqual(await idsOf([2, 3, 5]), [2, 3, 5]);
      assert.deepEqual(await idsOf([1, 2], 'electrical'), [2]);
      assert.deepEqual(await idsOf([1, 2], 'computer'), [1]);
      assert.equal(builds, 3, 'two lengths of the list, and the list with a slug');
    });

    it('inserts a list of rows, one shape per count and fields, and refuses an expression for a value', async () => {
      let builds = 0;
      const recorded = compiledOnce((db, rows: { scope: string; subject: string; created_at: string }[]) => {
        builds += 1;
        return db.insertInto('attempts').values(rows);
      });
      const at = '2026-11-24T10:00:00.000Z';
      await recorded(t.app.db, [{ scope: 'compiled', subject: 'a', created_at: at }]);
      await recorded(t.app.db, [
        { scope: 'compiled', subject: 'b', created_at: at },
        { scope: 'compiled', subject: 'c', created_at: at },
      ]);
      await recorded(t.app.db, [{ scope: 'compiled', subject: 'd', created_at: at }]);
      const subjects = await t.app.db
        .selectFrom('attempts')
        .select('subject')
        .where('scope', '=', 'compiled')
        .orderBy('subject')
        .execute();
      assert.deepEqual(
        subjects.map((row) => row.subject),
        ['a', 'b', 'c', 'd'],
      );
      assert.equal(builds, 2, 'one row, then two rows');
      await assert.rejects(
        recorded(t.app.db, [
          { scope: 'compiled', subject: sql<string>`'e'` as unknown as string, created_at: at },
        ]),
        TypeError,
      );
    });

    it('runs inside a transaction, seeing its rows, without building again for each one', async () => {
      let builds = 0;
      const slugOf = compiledOnce((db, id: number) => {
        builds += 1;
        return db.selectFrom('categories').select('slug').where('id', '=', id);
      });
      for (const slug of ['renamed-once', 'renamed-twice']) {
        const seen = await t.app.db
          .transaction()
          .execute(async (tx) => {
            await tx.updateTable('categories').set({ slug }).where('id', '=', 1).execute();
            const [row] = await slugOf(tx, 1);
            throw Object.assign(new Error('roll back'), { seen: row?.slug });
          })
          .catch((error: { seen?: string }) => error.seen);
        assert.equal(seen, slug, 'the transaction reads its own change');
      }
      const [row] = await slugOf(t.app.db, 1);
      assert.equal(row?.slug, 'computer', 'both changes were rolled back');
      assert.equal(builds, 1);
    });

    it('refuses a placeholder read as a number or text inside build, at the first call', async () => {
      const compared = compiledOnce((db, at: number) =>
        db
          .selectFrom('categories')
          .select('id')
          .where('id', '=', at > 2 ? 1 : 2),
      );
      await assert.rejects(compared(t.app.db, 3), /placeholder was compared/);
      const spelled = compiledOnce((db, slug: string) =>
        db.selectFrom('categories').select('id').where('slug', '=', `${slug}-x`),
      );
      await assert.rejects(spelled(t.app.db, 'a'), /placeholder was compared/);
    });

    it('builds every query the app compiled once again the same, and finds one that reads its own state', async () => {
      const buyer = await newBuyer(t.app, `rebuilt${dialect}`, { payCode: '123456' });
      await addHomeAddress(t.app, buyer.token);
      await t.app.db
        .transaction()
        .execute((tx) =>
          post(tx, { userId: buyer.id, wallet: 'balance', amount: 100_000, type: 'adjustment' }),
        );
      const sku = await physicalSku(t.app);
      await get(t.app, '/api/user/info', { token: buyer.token });
      await postJson(t.app, '/api/cart/add', { sku_id: sku.skuId, quantity: 1 }, { token: buyer.token });
      await get(t.app, '/api/cart/list', { token: buyer.token });
      await checkoutAndPay(t.app, buyer.token, [{ sku_id: sku.skuId, quantity: 1 }]);
      assert.deepEqual(differingOnRebuild(t.app.db), []);

      // A build that counts its own calls (as one reading the clock or a setting would): its first answer froze.
      let calls = 0;
      const frozen = compiledOnce((db, id: number) => {
        calls += 1;
        return db.selectFrom('categories').select('id').where('id', '=', id).limit(calls);
      });
      await frozen(t.app.db, 1);
      const differing = differingOnRebuild(t.app.db);
      assert.equal(differing.length, 1, differing.join('\n'));
      assert.match(differing[0] ?? '', /categories/);
    });
  });
}
