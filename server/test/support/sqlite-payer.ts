// One server process's share of sqlite-processes.test.ts, run as a process of its own:
//   node sqlite-payer.ts <sqlite file> <buyer id> <payments> <first order id> <start at, ms since the epoch>
// Each payment reads the buyer's balance, lets the event loop turn (where the other process's payment may
// run), then pays one cent from it as the pay path does. Prints how many failed, and why.
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { connect } from '#server/db/connect.ts';
import { nowIso } from '#server/lib/clock.ts';
import { payFromBalance } from '#server/modules/wallet/ledger.ts';

const [file = '', buyer = '', payments = '', firstOrder = '', startAt = ''] = process.argv.slice(2);
const userId = Number(buyer);
const db = connect({ sqliteFile: file });
const errors: string[] = [];
// Both processes start paying at the same moment, whatever each took to start.
await sleep(Math.max(0, Number(startAt) - Date.now()));
for (let i = 0; i < Number(payments); i++) {
  try {
    await db.transaction().execute(async (tx) => {
      const { balance } = await tx
        .selectFrom('users')
        .select('balance')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      await nextTurn();
      const order = { id: Number(firstOrder) + i, amount: 1 };
      const paid = await payFromBalance(tx, [{ userId, orders: [order], before: Number(balance) }], nowIso());
      if (!paid) throw new Error('the balance did not hold one cent');
    });
  } catch (error) {
    errors.push((error as Error).message);
  }
}
await db.destroy();
process.stdout.write(JSON.stringify({ errors }));
