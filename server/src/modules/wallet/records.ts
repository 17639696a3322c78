import { formatCents } from '@crossbay/contract/money';
import type { Page } from '@crossbay/contract/pagination';
import type {
  AuditStatus,
  BillRecord,
  BillType,
  DiscountSummary,
  RechargeRecord,
  WithdrawalInfo,
  WithdrawalRecord,
} from '@crossbay/contract/wallet';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { Database } from '#server/db/schema.ts';
import { setting } from '#server/modules/platform/settings.ts';

const money = (cents: number | null) => (cents === null ? null : formatCents(Number(cents)));

type Records = 'recharges' | 'withdrawals' | 'bill';

/** One page of a buyer's records, newest first, and how many there are in all. */
async function newestFirst<T extends Records, O>(
  base: SelectQueryBuilder<Database, T, object>,
  columns: (query: SelectQueryBuilder<Database, T, object>) => SelectQueryBuilder<Database, T, O>,
  page: number,
  limit: number,
): Promise<{ rows: O[]; total: number }> {
  const { total } = await base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  const rows = await columns(base)
    .orderBy(sql.ref('created_at'), 'desc')
    .orderBy(sql.ref('id'), 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { rows, total: Number(total) };
}

export async function rechargeLog(
  db: Db,
  userId: number,
  page: number,
  limit: number,
): Promise<Page<RechargeRecord>> {
  const { rows, total } = await newestFirst(
    db.selectFrom('recharges').where('user_id', '=', userId),
    (query) => query.selectAll(),
    page,
    limit,
  );
  const list = rows.map((r) => ({
    id: Number(r.id),
    method: r.method as RechargeRecord['method'],
    network: r.network,
    address: r.address,
    amount: formatCents(Number(r.amount)),
    arrival: money(r.arrival),
    evidence: r.evidence,
    reference: r.reference,
    status: r.status as AuditStatus,
    refuse_reason: r.refuse_reason,
    created_at: r.created_at,
    decided_at: r.decided_at,
  }));
  return { list, total, page, limit };
}

export async function withdrawalLog(
  db: Db,
  userId: number,
  page: number,
  limit: number,
): Promise<Page<WithdrawalRecord>> {
  const { rows, total } = await newestFirst(
    db.selectFrom('withdrawals').where('user_id', '=', userId),
    (query) => query.selectAll(),
    page,
    limit,
  );
  const list = rows.map((r) => ({
    id: Number(r.id),
    type: r.type as WithdrawalRecord['type'],
    amount: formatCents(Number(r.amount)),
    service_charge: formatCents(Number(r.service_charge)),
    arrival: money(r.arrival),
    expected_arrival: formatCents(Number(r.amount) - Number(r.service_charge)),
    card_number: r.card_number ? `•••• ${r.card_number.slice(-4)}` : null,
    bank_name: r.bank_name,
    network: r.network,
    address: r.address,
    status: r.status as AuditStatus,
    refuse_reason: r.refuse_reason,
    created_at: r.created_at,
    decided_at: r.decided_at,
  }));
  return { list, total, page, limit };
}

export async function billLog(
  db: Db,
  userId: number,
  wallet: 'balance' | 'bonus',
  type: BillType | undefined,
  page: number,
  limit: number,
): Promise<Page<BillRecord>> {
  let base = db.selectFrom('bill').where('user_id', '=', userId).where('wallet', '=', wallet);
  if (type) base = base.where('type', '=', type);
  const { rows, total } = await newestFirst(
    base,
    (query) =>
      query.select((eb) => [
        'id',
        'type',
        'amount',
        'balance_after',
        'ref_type',
        'ref_id',
        'created_at',
        eb.selectFrom('orders').select('orders.sn').whereRef('orders.id', '=', 'bill.ref_id').as('ref_sn'),
      ]),
    page,
    limit,
  );
  const list = rows.map((r) => ({
    id: Number(r.id),
    type: r.type as BillType,
    amount: formatCents(Number(r.amount)),
    balance_after: formatCents(Number(r.balance_after)),
    ref_type: r.ref_type,
    ref_id: r.ref_id === null ? null : Number(r.ref_id),
    ref_sn: r.ref_type === 'order' ? (r.ref_sn ?? null) : null,
    created_at: r.created_at,
  }));
  return { list, total, page, limit };
}

/** What the withdrawal screen needs: balance, money frozen in audits, the charge rule, last destinations. */
export async function withdrawalInfo(db: Db, userId: number): Promise<WithdrawalInfo> {
  const [user, frozen, rule, lastBank, lastChain, networks] = await Promise.all([
    db.selectFrom('users').select(['balance', 'email']).where('id', '=', userId).executeTakeFirstOrThrow(),
    db
      .selectFrom('withdrawals')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.val(0)).as('frozen'))
      .where('user_id', '=', userId)
      .where('status', '=', 'auditing')
      .executeTakeFirstOrThrow(),
    setting(db, 'withdraw_fee'),
    db
      .selectFrom('withdrawals')
      .select(['card_number', 'bank_name', 'holder'])
      .where('user_id', '=', userId)
      .where('type', '=', 'bank')
      .orderBy('id', 'desc')
      .executeTakeFirst(),
    db
      .selectFrom('withdrawals')
      .select(['network', 'address'])
      .where('user_id', '=', userId)
      .where('type', '=', 'chain')
      .orderBy('id', 'desc')
      .executeTakeFirst(),
    db.selectFrom('blockchain_networks').select('name').where('enabled', '=', 1).orderBy('sort').execute(),
  ]);
  return {
    balance: formatCents(Number(user.balance)),
    frozen: formatCents(Number(frozen.frozen)),
    email: user.email,
    charge: { rate_basis_points: rule.rate_basis_points, min: formatCents(rule.min_cents) },
    networks: networks.map((n) => n.name),
    last_bank: lastBank ?? null,
    last_chain: lastChain ?? null,
  };
}

export async function discountSummary(
  db: Db,
  userId: number,
  page: number,
  limit: number,
): Promise<DiscountSummary> {
  const [user, lastGift, history] = await Promise.all([
    db
      .selectFrom('users')
      .select(['bonus_total', 'bonus_usable', 'bonus_used'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('bill')
      .select('amount')
      .where('user_id', '=', userId)
      .where('wallet', '=', 'bonus')
      .where('ref_type', 'is', null)
      .where('amount', '>', 0)
      .orderBy('id', 'desc')
      .executeTakeFirst(),
    billLog(db, userId, 'bonus', undefined, page, limit),
  ]);
  return {
    gift: formatCents(Number(lastGift?.amount ?? 0)),
    total_gift: formatCents(Number(user.bonus_total)),
    usable: formatCents(Number(user.bonus_usable)),
    used: formatCents(Number(user.bonus_used)),
    history,
  };
}
