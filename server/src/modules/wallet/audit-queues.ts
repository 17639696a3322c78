import { formatCents } from '@crossbay/contract/money';
import type { Db } from '#server/db/connect.ts';

// The requests waiting for a person's decision, oldest first: the back office's queues and `ops … list`.

export const secondsSince = (iso: string, now: number) =>
  Math.max(0, Math.floor((now - Date.parse(iso)) / 1000));
const lastFour = (card: string | null) => (card ? `•••• ${card.slice(-4)}` : '');

export async function rechargesToAudit(db: Db, now = Date.now()) {
  const rows = await db
    .selectFrom('recharges')
    .innerJoin('users', 'users.id', 'recharges.user_id')
    .select([
      'recharges.id',
      'recharges.user_id',
      'users.account',
      'recharges.reference',
      'recharges.method',
      'recharges.network',
      'recharges.amount',
      'recharges.evidence',
      'recharges.created_at',
    ])
    .where('recharges.status', '=', 'auditing')
    .orderBy('recharges.created_at')
    .orderBy('recharges.id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    buyer_id: Number(r.user_id),
    buyer_account: r.account,
    reference: r.reference,
    method: r.method,
    network: r.network,
    amount_claimed: formatCents(Number(r.amount)),
    proof_url: r.evidence,
    created_at: r.created_at,
    waiting_seconds: secondsSince(r.created_at, now),
  }));
}

export async function withdrawalsToAudit(db: Db, now = Date.now()) {
  const rows = await db
    .selectFrom('withdrawals')
    .innerJoin('users', 'users.id', 'withdrawals.user_id')
    .select([
      'withdrawals.id',
      'withdrawals.user_id',
      'users.account',
      'withdrawals.type',
      'withdrawals.amount',
      'withdrawals.service_charge',
      'withdrawals.bank_name',
      'withdrawals.card_number',
      'withdrawals.network',
      'withdrawals.address',
      'withdrawals.created_at',
    ])
    .where('withdrawals.status', '=', 'auditing')
    .orderBy('withdrawals.created_at')
    .orderBy('withdrawals.id')
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    buyer_id: Number(r.user_id),
    buyer_account: r.account,
    type: r.type,
    amount: formatCents(Number(r.amount)),
    service_charge: formatCents(Number(r.service_charge)),
    destination: r.bank_name
      ? `${r.bank_name} ${lastFour(r.card_number)}`.trim()
      : `${r.network ?? ''} ${r.address ?? ''}`.trim(),
    created_at: r.created_at,
    waiting_seconds: secondsSince(r.created_at, now),
  }));
}

/** How many requests wait in each queue, and how long the oldest has waited. */
export async function auditQueueCounts(db: Db, now = Date.now()) {
  const count = (table: 'recharges' | 'withdrawals') =>
    db
      .selectFrom(table)
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
      .where('status', '=', 'auditing')
      .executeTakeFirstOrThrow();
  const shape = (row: { n: number; oldest: string | null }) => ({
    count: Number(row.n),
    oldest_waiting_seconds: row.oldest ? secondsSince(row.oldest, now) : null,
  });
  const [recharges, withdrawals] = await Promise.all([count('recharges'), count('withdrawals')]);
  return { recharges: shape(recharges), withdrawals: shape(withdrawals) };
}
