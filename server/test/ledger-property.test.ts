import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { OrderRefunds } from '@crossbay/contract/after-sales';
import type { CheckoutPreview } from '@crossbay/contract/checkout';
import { formatCents, parseCents } from '@crossbay/contract/money';
import fc from 'fast-check';
import { passRefund, refuseRefund } from '#server/modules/after-sales/refund-decisions.ts';
import { OPS_ACTOR } from '#server/modules/audit-log/service.ts';
import { ledgerDrift, post } from '#server/modules/wallet/ledger.ts';
import { passRecharge, refuseRecharge } from '#server/modules/wallet/recharge.ts';
import { passWithdrawal, refuseWithdrawal } from '#server/modules/wallet/withdraw.ts';
import { payingBuyer } from './support/after-sales.ts';
import { dialects } from './support/dialects.ts';
import { checkout, idempotencyKey, physicalSku } from './support/shopping.ts';
import { type Answer, get, postJson, startTestApp, type TestApp } from './support/test-app.ts';
import { uploadPicture } from './support/uploads.ts';

/*
 * The ledger invariant (architecture: money and the ledger) under random interleavings of every money
 * path: after each step every balance and every usable discount money equals the sum of its bill rows,
 * and none is negative. Some steps are batches sent at once, so races between buyers' requests and
 * operators' decisions are part of what is generated. Seed and path are printed on failure; replay one
 * with LEDGER_SEED=<seed>, try others with LEDGER_SEED=random, more runs with LEDGER_RUNS=<n>.
 */

const BUYERS = 3;
const TRON = 'TBXSw8fM4jpQkGc6zZjsVABFpVN7UvXPdV';
const WITHDRAW_CODE = '246810';
const RUNS = Number(process.env.LEDGER_RUNS ?? 20);
const SEED = process.env.LEDGER_SEED === 'random' ? undefined : Number(process.env.LEDGER_SEED ?? 160_816);

const buyerIndex = fc.nat(BUYERS - 1);
const pick = fc.nat(1_000);
// An aimed action picks among what it can act on (an unpaid order to pay, an auditing refund to
// decide); an unaimed one picks among everything, so refusals and repeats are covered too.
const aim = fc.constantFrom(true, true, true, false);
const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
const action = fc.oneof(
  weighted(
    3,
    fc.record({
      kind: fc.constant('order' as const),
      buyer: buyerIndex,
      quantity: fc.integer({ min: 1, max: 2 }),
      // The share of the most discount money the checkout allows, in percent; 0 uses none.
      discountPercent: fc.constantFrom(0, 0, 50, 100),
    }),
  ),
  weighted(
    3,
    fc.record({
      kind: fc.constant('pay' as const),
      buyer: buyerIndex,
      aim,
      picks: fc.array(pick, { minLength: 1, maxLength: 2 }),
    }),
  ),
  fc.record({ kind: fc.constant('cancel' as const), buyer: buyerIndex, aim, pick }),
  weighted(
    2,
    fc.record({ kind: fc.constant('refund' as const), buyer: buyerIndex, aim, pick, whole: fc.boolean() }),
  ),
  weighted(3, fc.record({ kind: fc.constant('decideRefund' as const), aim, pick, pass: fc.boolean() })),
  fc.record({
    kind: fc.constant('recharge' as const),
    buyer: buyerIndex,
    cents: fc.integer({ min: 1_000, max: 30_000 }),
  }),
  fc.record({
    kind: fc.constant('decideRecharge' as const),
    aim,
    pick,
    pass: fc.boolean(),
    arrivalPercent: fc.integer({ min: 0, max: 100 }),
  }),
  fc.record({
    kind: fc.constant('withdraw' as const),
    buyer: buyerIndex,
    cents: fc.integer({ min: 200, max: 40_000 }),
  }),
  fc.record({ kind: fc.constant('decideWithdrawal' as const), aim, pick, pass: fc.boolean() }),
  fc.record({
    kind: fc.constant('grant' as const),
    buyer: buyerIndex,
    wallet: fc.constantFrom('balance' as const, 'bonus' as const),
    cents: fc.integer({ min: -20_000, max: 20_000 }).filter((c) => c !== 0),
  }),
);
type Action = typeof action extends fc.Arbitrary<infer A> ? A : never;

// A step is one action, or a batch of actions sent at once.
const step = fc.oneof(
  { arbitrary: action.map((a) => [a]), weight: 3 },
  { arbitrary: fc.array(action, { minLength: 2, maxLength: 4 }), weight: 2 },
);
const plan = fc.record({
  start: fc.array(fc.record({ balance: fc.integer({ min: 1, max: 40_000 }), bonus: fc.nat(1_000) }), {
    minLength: BUYERS,
    maxLength: BUYERS,
  }),
  steps: fc.array(step, { minLength: 5, maxLength: 20 }),
});

type Buyer = { id: number; token: string; email: string; proof: string };
type Order = { id: number; buyer: number };
type Audited = 'refunds' | 'recharges' | 'withdrawals';

for (const dialect of dialects) {
  describe(`ledger property: random money paths keep balances equal to their bill rows on ${dialect}`, () => {
    let t: TestApp;
    let sku: Awaited<ReturnType<typeof physicalSku>>;
    let run = 0;
    before(async () => {
      t = await startTestApp(dialect);
      sku = await physicalSku(t.app, { maxPrice: 5_000 });
    });
    after(() => t.close());

    /** The buyers of one run, with what the run has made so far for the steps to pick from. */
    async function world(start: { balance: number; bonus: number }[]) {
      run += 1;
      await t.app.db.updateTable('product_skus').set({ stock: 10_000 }).where('id', '=', sku.skuId).execute();
      await t.app.db.updateTable('products').set({ stock: 10_000 }).where('id', '=', sku.productId).execute();
      const buyers: Buyer[] = [];
      for (const [i, money] of start.entries()) {
        const account = `prop${run}b${i}`;
        const buyer = await payingBuyer(t.app, account, money.balance);
        if (money.bonus > 0) await grant(buyer.id, 'bonus', money.bonus);
        buyers.push({
          ...buyer,
          email: `${account}@example.com`,
          proof: await uploadPicture(t.app, buyer.token),
        });
      }
      return {
        buyers,
        orders: [] as Order[],
        refunds: [] as number[],
        recharges: [] as number[],
        withdrawals: [] as number[],
      };
    }
    type World = Awaited<ReturnType<typeof world>>;

    const grant = (userId: number, wallet: 'balance' | 'bonus', cents: number) =>
      t.app.db
        .transaction()
        .execute((tx) =>
          post(tx, { userId, wallet, amount: cents, type: wallet === 'balance' ? 'adjustment' : 'discount' }),
        );

    // What the runs did, told in the test's diagnostics: a property whose steps all bounce proves little.
    const done = new Map<string, number>();
    const count = (what: string, ok: boolean) => {
      if (ok) done.set(what, (done.get(what) ?? 0) + 1);
    };

    const chosen = <T>(list: T[], at: number): T | undefined => list[at % Math.max(list.length, 1)];

    /** The buyer's orders of the run, only those in the status the action needs when it is aimed. */
    async function ordersToPick(w: World, buyer: number, aimed: boolean, status: string): Promise<number[]> {
      const ids = w.orders.filter((o) => o.buyer === buyer).map((o) => o.id);
      if (!aimed || ids.length === 0) return ids;
      const rows = await t.app.db
        .selectFrom('orders')
        .select('id')
        .where('id', 'in', ids)
        .where('status', '=', status)
        .orderBy('id')
        .execute();
      return rows.map((r) => Number(r.id));
    }

    async function auditedToPick(w: World, table: Audited, aimed: boolean, at: number) {
      const ids = w[table];
      if (!aimed || ids.length === 0) return chosen(ids, at);
      const rows = await t.app.db
        .selectFrom(table)
        .select('id')
        .where('id', 'in', ids)
        .where('status', '=', 'auditing')
        .orderBy('id')
        .execute();
      return chosen(
        rows.map((r) => Number(r.id)),
        at,
      );
    }

    /** A buyer's request: any HTTP 5xx is a failure of the property as much as a drift is. */
    function answered<T>(answer: Answer<T>, what: string): Answer<T> {
      assert.ok(
        answer.status < 500,
        `${what} answered HTTP ${answer.status}: ${JSON.stringify(answer.body)}`,
      );
      return answer;
    }

    // The withdrawal's email code, written straight in as the server hashes it (one mail per step would
    // hit the resend limit); racing withdrawals of one buyer share the newest code, as in the real app.
    const plantWithdrawCode = (email: string) =>
      t.app.db
        .insertInto('verification_codes')
        .values({
          email,
          event: 'withdraw',
          code_hash: createHash('sha256').update(`${email}\nwithdraw\n${WITHDRAW_CODE}`).digest('hex'),
          expires_at: new Date(Date.now() + 600_000).toISOString(),
          created_at: new Date().toISOString(),
        })
        .execute();

    /** A recharge or withdrawal request; what it created waits in the run's list for an operator. */
    async function askForAudit(
      waiting: number[],
      what: string,
      url: string,
      buyer: Buyer,
      body: Record<string, unknown>,
    ) {
      const res = await sent<{ id: number }>(what, url, buyer, {
        ...body,
        idempotency_key: idempotencyKey(),
      });
      if (res.body.code === 1) waiting.push(res.body.data.id);
    }

    /** A buyer's request through the real app, answered without a 5xx and counted when it succeeded. */
    async function sent<T>(what: string, url: string, buyer: Buyer, body: Record<string, unknown>) {
      const res = answered(await postJson<T>(t.app, url, body, { token: buyer.token }), what);
      count(what, res.body.code === 1);
      return res;
    }

    async function perform(w: World, a: Action): Promise<void> {
      switch (a.kind) {
        case 'order': {
          const buyer = w.buyers[a.buyer] as Buyer;
          const items = [{ sku_id: sku.skuId, quantity: a.quantity }];
          const most = answered(
            await postJson<CheckoutPreview>(t.app, '/api/order/preview', { items }, { token: buyer.token }),
            'preview',
          );
          const discount = Math.floor(
            ((parseCents(most.body.data?.discount_max) ?? 0) * a.discountPercent) / 100,
          );
          const { preview, created } = await checkout(t.app, buyer.token, {
            items,
            ...(discount > 0 ? { discount: formatCents(discount) } : {}),
          });
          answered(preview, 'preview');
          const made = created !== null && answered(created, 'create').body.code === 1;
          count('order', made);
          if (made) for (const o of created.body.data.orders) w.orders.push({ id: o.id, buyer: a.buyer });
          return;
        }
        case 'pay': {
          const buyer = w.buyers[a.buyer] as Buyer;
          const mine = await ordersToPick(w, a.buyer, a.aim, 'waiting_pay');
          const ids = a.picks.map((p) => chosen(mine, p)).filter((id) => id !== undefined);
          if (ids.length === 0) return;
          await sent('pay', '/api/order/pay', buyer, {
            order_ids: ids,
            pay_password: '123456',
            idempotency_key: idempotencyKey(),
          });
          return;
        }
        case 'cancel': {
          const orderId = chosen(await ordersToPick(w, a.buyer, a.aim, 'waiting_pay'), a.pick);
          if (orderId === undefined) return;
          const buyer = w.buyers[a.buyer] as Buyer;
          await sent('cancel', '/api/order/cancel', buyer, { id: orderId });
          return;
        }
        case 'refund': {
          const orderId = chosen(await ordersToPick(w, a.buyer, a.aim, 'waiting_deliver'), a.pick);
          if (orderId === undefined) return;
          const buyer = w.buyers[a.buyer] as Buyer;
          const detail = answered(
            await get<OrderRefunds>(t.app, `/api/refund/detail?order_id=${orderId}`, { token: buyer.token }),
            'refund detail',
          );
          const amount = a.whole ? detail.body.data.refundable : '1.00';
          const applied = await sent<{ id: number }>('refund', '/api/refund/apply', buyer, {
            order_id: orderId,
            type: 'refund_only',
            goods_state: 'not_received',
            amount,
            reason: 'changed_mind',
            explanation: 'generated by the ledger property',
            proof: [buyer.proof],
          });
          if (applied.body.code === 1) w.refunds.push(applied.body.data.id);
          return;
        }
        case 'decideRefund': {
          const id = await auditedToPick(w, 'refunds', a.aim, a.pick);
          if (id === undefined) return;
          const decided = await (a.pass ? passRefund(t.app.db, id, null) : refuseRefund(t.app.db, id, 'no'));
          count(a.pass ? 'refund passed' : 'refund refused', decided === 'done');
          return;
        }
        case 'recharge': {
          const buyer = w.buyers[a.buyer] as Buyer;
          await askForAudit(w.recharges, 'recharge', '/api/user/recharge', buyer, {
            method: 'chain',
            network: 'TRC20',
            address: TRON,
            amount: formatCents(a.cents),
            evidence: buyer.proof,
          });
          return;
        }
        case 'decideRecharge': {
          const id = await auditedToPick(w, 'recharges', a.aim, a.pick);
          if (id === undefined) return;
          if (!a.pass) {
            count(
              'recharge refused',
              (await refuseRecharge(t.app.db, id, 'no transfer found', OPS_ACTOR)) === 'done',
            );
            return;
          }
          const row = await t.app.db
            .selectFrom('recharges')
            .select('amount')
            .where('id', '=', id)
            .executeTakeFirstOrThrow();
          const arrival = Math.floor((Number(row.amount) * a.arrivalPercent) / 100);
          count('recharge passed', (await passRecharge(t.app.db, id, arrival, OPS_ACTOR)) === 'done');
          return;
        }
        case 'withdraw': {
          const buyer = w.buyers[a.buyer] as Buyer;
          await plantWithdrawCode(buyer.email);
          await askForAudit(w.withdrawals, 'withdrawal', '/api/user/extract', buyer, {
            type: 'bank',
            amount: formatCents(a.cents),
            card_number: '4111111111111111',
            bank_name: 'Kasikorn',
            holder: 'P. Roperty',
            email_code: WITHDRAW_CODE,
            pay_password: '123456',
          });
          return;
        }
        case 'decideWithdrawal': {
          const id = await auditedToPick(w, 'withdrawals', a.aim, a.pick);
          if (id === undefined) return;
          const decided = await (a.pass
            ? passWithdrawal(t.app.db, id, OPS_ACTOR)
            : refuseWithdrawal(t.app.db, id, 'card closed', OPS_ACTOR));
          count(a.pass ? 'withdrawal passed' : 'withdrawal refused', decided === 'done');
          return;
        }
        case 'grant':
          count(
            `grant ${a.wallet} ${a.cents > 0 ? '+' : '-'}`,
            await grant((w.buyers[a.buyer] as Buyer).id, a.wallet, a.cents),
          );
          return;
      }
    }

    /** Only this run's buyers: a run that failed (while shrinking, say) must not fail the next one. */
    async function assertLedgerHolds(w: World, afterStep: number) {
      const ids = w.buyers.map((b) => b.id);
      const drift = (await ledgerDrift(t.app.db)).filter((d) => ids.includes(d.user_id));
      assert.deepEqual(drift, [], `drift after step ${afterStep}`);
      const negative = await t.app.db
        .selectFrom('users')
        .select(['id', 'balance', 'bonus_usable', 'bonus_used', 'bonus_total'])
        .where('id', 'in', ids)
        .where((eb) =>
          eb.or([
            eb('balance', '<', 0),
            eb('bonus_usable', '<', 0),
            eb('bonus_used', '<', 0),
            eb('bonus_total', '<', 0),
          ]),
        )
        .execute();
      assert.deepEqual(negative, [], `negative money after step ${afterStep}`);
    }

    it(`holds for ${RUNS} random sequences of pay, cancel, refund, recharge, withdrawal and grants`, async (ctx) => {
      await fc.assert(
        fc.asyncProperty(plan, async ({ start, steps }) => {
          const w = await world(start);
          for (const [i, batch] of steps.entries()) {
            await Promise.all(batch.map((a) => perform(w, a)));
            await assertLedgerHolds(w, i);
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
      ctx.diagnostic(`done: ${[...done].map(([what, n]) => `${what} ${n}`).join(', ')}`);
    });
  });
}
