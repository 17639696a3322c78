import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { Codes } from '@crossbay/contract/codes';
import type { Db } from '#server/db/connect.ts';
import { restoreIntoScratch } from '#server/db/scratch-restore.ts';
import { ledgerDrift } from '#server/modules/wallet/ledger.ts';
import { type Buyer, payingBuyer } from './support/after-sales.ts';
import { dialects } from './support/dialects.ts';
import { opsFor } from './support/ops-cli.ts';
import { checkout, idempotencyKey, physicalSku, setUnpaidLimits } from './support/shopping.ts';
import { postJson, startTestApp, type TestApp } from './support/test-app.ts';

const BUYERS = 6;
const GRANT = 500_000;
// Payments answered before the backup starts, and after it ends, so the copy falls inside the stream.
const PAID_BEFORE_BACKUP = 30;
const PAID_AFTER_BACKUP = 30;

for (const dialect of dialects) {
  describe(`a backup taken during a stream of payments restores exact on ${dialect}`, () => {
    let t: TestApp;
    let ops: ReturnType<typeof opsFor>;
    let folder: string;
    const buyers: Buyer[] = [];
    const backupFile = () => resolve(folder, 'mid-stream.backup');

    before(async () => {
      t = await startTestApp(dialect);
      ops = opsFor(t);
      folder = mkdtempSync(resolve(tmpdir(), 'crossbay-backup-test-'));
      await setUnpaidLimits(t.app.db, { orders: 50, units_per_product: 50 });
      for (let i = 0; i < BUYERS; i++) {
        buyers.push(await payingBuyer(t.app, `streamer${i}`, GRANT));
      }
    });
    after(async () => {
      await t.close();
      rmSync(folder, { recursive: true, force: true });
    });

    const answered: number[] = [];
    const buyerIds = () => buyers.map((b) => b.id);
    const paidOrdersOfBuyers = (db: Db) =>
      db
        .selectFrom('orders')
        .select(['id', 'user_id', 'total'])
        .where('user_id', 'in', buyerIds())
        .where('paid_at', 'is not', null)
        .execute();

    /** Each buyer orders one unit and pays for it, again and again, until told to stop. */
    function paymentStream(skuId: number) {
      const paid: number[] = [];
      let stopped = false;
      const failures: string[] = [];
      const buyerLoop = async (buyer: Buyer) => {
        while (!stopped) {
          const { created } = await checkout(t.app, buyer.token, { items: [{ sku_id: skuId, quantity: 1 }] });
          const orderId = created?.body.data.orders[0]?.id;
          if (created?.body.code !== Codes.Ok || orderId === undefined) {
            failures.push(`checkout: ${created?.body.msg}`);
            continue;
          }
          const pay = await postJson(
            t.app,
            '/api/order/pay',
            { order_ids: [orderId], pay_password: '123456', idempotency_key: idempotencyKey() },
            { token: buyer.token },
          );
          if (pay.body.code === Codes.Ok) paid.push(orderId);
          else failures.push(`pay: ${pay.body.msg}`);
        }
      };
      const running = Promise.all(buyers.map(buyerLoop));
      return {
        paid,
        failures,
        until: async (count: number) => {
          while (paid.length < count) await sleep(5);
        },
        stop: async () => {
          stopped = true;
          await running;
        },
      };
    }

    it('backs up mid-stream: the copy holds every payment answered before it began, each paid order with its bill row, and balances plus debits equal the grants', async (test) => {
      const sku = await physicalSku(t.app, { minStock: 5, maxPrice: 5_000 });
      await t.app.db
        .updateTable('product_skus')
        .set({ stock: 1_000_000 })
        .where('id', '=', sku.skuId)
        .execute();
      await t.app.db
        .updateTable('products')
        .set({ stock: 1_000_000 })
        .where('id', '=', sku.productId)
        .execute();

      const stream = paymentStream(sku.skuId);
      await stream.until(PAID_BEFORE_BACKUP);
      const answeredBefore = [...stream.paid];
      const backedUp = await ops('backup', backupFile());
      const answeredByEnd = stream.paid.length;
      await stream.until(answeredByEnd + PAID_AFTER_BACKUP);
      await stream.stop();
      answered.push(...stream.paid);
      assert.equal(backedUp.code, 0, backedUp.out);
      assert.deepEqual(stream.failures, []);

      const checked = await ops('restore-check', backupFile());
      assert.equal(checked.code, 0, checked.out);
      assert.match(checked.out, /ledger ok/);

      const copy = await restoreIntoScratch(backupFile(), t.testDb.databaseUrl);
      try {
        const ids = buyerIds();
        const paidInCopy = await paidOrdersOfBuyers(copy.db);
        const paidIds = new Set(paidInCopy.map((o) => Number(o.id)));
        assert.deepEqual(
          answeredBefore.filter((id) => !paidIds.has(id)),
          [],
          'every payment answered before the backup began is in it',
        );
        assert.ok(
          paidIds.size < stream.paid.length,
          'the copy is of a moment inside the stream, not after it',
        );
        test.diagnostic(
          `payments answered: ${answeredBefore.length} when the backup began, ${answeredByEnd} when it ended, ${stream.paid.length} in all; in the copy: ${paidIds.size}`,
        );

        const payments = await copy.db
          .selectFrom('bill')
          .select(['user_id', 'ref_id', 'amount'])
          .where('user_id', 'in', ids)
          .where('type', '=', 'payment')
          .execute();
        const billByOrder = new Map(payments.map((p) => [Number(p.ref_id), Number(p.amount)]));
        assert.equal(payments.length, billByOrder.size, 'one bill row per paid order');
        assert.deepEqual(
          paidInCopy.map((o) => [Number(o.id), -Number(o.total)]).sort(([a], [b]) => Number(a) - Number(b)),
          [...billByOrder].sort(([a], [b]) => a - b),
          'the paid orders of the copy are exactly those with a bill row, each for its total',
        );

        const balances = await copy.db
          .selectFrom('users')
          .select(['id', 'balance'])
          .where('id', 'in', ids)
          .execute();
        for (const { id, balance } of balances) {
          const debits = payments
            .filter((p) => p.user_id === id)
            .reduce((sum, p) => sum - Number(p.amount), 0);
          assert.equal(Number(balance) + debits, GRANT, `buyer ${id}: balance plus debits is the grant`);
        }
        assert.deepEqual(await ledgerDrift(copy.db), []);

        const ordersInCopy = await copy.db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        assert.match(checked.out, new RegExp(`\\n\\s+orders\\s+${Number(ordersInCopy.n)}\\n`));
      } finally {
        await copy.drop();
      }
    });

    it('holds every payment answered, in a backup taken once the stream has stopped', async () => {
      const settled = resolve(folder, 'settled.backup');
      const backedUp = await ops('backup', settled);
      assert.equal(backedUp.code, 0, backedUp.out);
      const copy = await restoreIntoScratch(settled, t.testDb.databaseUrl);
      try {
        const paid = await paidOrdersOfBuyers(copy.db);
        assert.deepEqual(
          paid.map((o) => Number(o.id)).sort((a, b) => a - b),
          [...answered].sort((a, b) => a - b),
        );
      } finally {
        await copy.drop();
      }
    });

    it('drops its scratch database and never overwrites a backup', async () => {
      const checked = await ops('restore-check', backupFile());
      const where = /scratch dropped: (.+)/.exec(checked.out)?.[1] ?? '';
      if (dialect === 'sqlite') {
        assert.match(where, /crossbay-restore-check-/);
        assert.equal(existsSync(where), false);
      } else {
        const name = /database (\S+)/.exec(where)?.[1] ?? '';
        assert.match(name, /^crossbay_restore_check_/);
        const { rows } = await import('pg').then(async ({ default: pg }) => {
          const client = new pg.Client({ connectionString: t.testDb.databaseUrl });
          await client.connect();
          try {
            return await client.query('select 1 from pg_database where datname = $1', [name]);
          } finally {
            await client.end();
          }
        });
        assert.equal(rows.length, 0);
      }
      const again = await ops('backup', backupFile());
      assert.equal(again.code, 1);
      assert.match(again.out, /exists already/);
    });

    it('exits 1 when the backup is cut short or is not a backup', async () => {
      const whole = readFileSync(backupFile());
      const cut = resolve(folder, 'cut.backup');
      writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
      const cutCheck = await ops('restore-check', cut);
      assert.equal(cutCheck.code, 1, cutCheck.out);
      assert.match(cutCheck.out, /restore failed/);

      const text = resolve(folder, 'notes.txt');
      writeFileSync(text, 'not a database');
      const textCheck = await ops('restore-check', text);
      assert.equal(textCheck.code, 1);
      assert.match(textCheck.out, /neither a SQLite database nor a pg_dump/);
    });

    it('exits 1 when a balance in the backup drifts from its bill rows', async () => {
      const [buyer] = buyers;
      assert.ok(buyer);
      // The live shop of this test, not a real one: its backup must carry the drift to the check.
      await t.app.db.updateTable('users').set({ balance: 1 }).where('id', '=', buyer.id).execute();
      const drifted = resolve(folder, 'drifted.backup');
      assert.equal((await ops('backup', drifted)).code, 0);
      const checked = await ops('restore-check', drifted);
      assert.equal(checked.code, 1, checked.out);
      assert.match(checked.out, /DRIFT user \d+ \(streamer0\) balance: stored 0\.01/);
    });
  });
}
