import { Readable } from 'node:stream';
import type { Db } from '#server/db/connect.ts';
import { nowIso } from '#server/lib/clock.ts';
import { accountOf } from '#server/modules/account/personal-data.ts';
import { addressRowsOf } from '#server/modules/addresses/personal-data.ts';
import {
  complaintRowsOf,
  consultationRowsOf,
  refundRowsOf,
  reviewRowsOf,
} from '#server/modules/after-sales/personal-data.ts';
import { orderRowsOf } from '#server/modules/orders/personal-data.ts';
import { voucherRowsOf } from '#server/modules/vouchers/personal-data.ts';
import { billRowsOf, rechargeRowsOf, withdrawalRowsOf } from '#server/modules/wallet/personal-data.ts';
import { wishlistRowsOf } from '#server/modules/wishlist/personal-data.ts';

/** Names the file's shape, for whoever reads it later. */
export const EXPORT_FORMAT = 'crossbay-personal-data/1';

type Rows = (db: Db, userId: number) => AsyncIterable<unknown>;

// Each list is read by the module that owns its table, a page at a time (db/owned-rows.ts).
const LISTS: [name: string, rows: Rows][] = [
  ['addresses', addressRowsOf],
  ['orders', orderRowsOf],
  ['bill', billRowsOf],
  ['recharges', rechargeRowsOf],
  ['withdrawals', withdrawalRowsOf],
  ['refunds', refundRowsOf],
  ['reviews', reviewRowsOf],
  ['complaints', complaintRowsOf],
  ['consultations', consultationRowsOf],
  ['wishlist', wishlistRowsOf],
  ['vouchers', voucherRowsOf],
];

// JSON.stringify would throw on a PostgreSQL bigint; a count as text is what its driver answers anyway.
const json = (value: unknown) => JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? String(v) : v));

/**
 * The buyer's data as one JSON object, written as it is read: the account first, then each list, so a
 * large history never sits in memory whole. Every row is read with the buyer's id: no one else's is asked.
 */
async function* personalData(db: Db, userId: number): AsyncGenerator<string> {
  const account = await accountOf(db, userId);
  yield `{"format":${json(EXPORT_FORMAT)},"exported_at":${json(nowIso())},"account":${json(account)}`;
  for (const [name, rows] of LISTS) {
    yield `,${json(name)}:[`;
    let first = true;
    for await (const row of rows(db, userId)) {
      yield `${first ? '' : ','}${json(row)}`;
      first = false;
    }
    yield ']';
  }
  yield '}\n';
}

export const personalDataStream = (db: Db, userId: number) => Readable.from(personalData(db, userId));

/** `crossbay-<account>-<day>.json`, the account reduced to what every file system accepts. */
export function exportFileName(account: string, at = new Date()): string {
  const safe = account.replace(/[^\w.-]/g, '_').slice(0, 32) || 'account';
  return `crossbay-${safe}-${at.toISOString().slice(0, 10)}.json`;
}
