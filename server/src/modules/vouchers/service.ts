import { Codes } from '@crossbay/contract/codes';
import { formatCents } from '@crossbay/contract/money';
import type {
  HeldVoucher,
  MyVouchers,
  OfferedVoucher,
  OfferedVouchers,
  VoucherKind,
} from '@crossbay/contract/vouchers';
import type { Insertable } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { Executor, Tx } from '#server/db/executor.ts';
import { lockBuyer } from '#server/db/lock-buyer.ts';
import type { VouchersTable } from '#server/db/schema.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import type { Held } from './pick.ts';
import * as repo from './repo.ts';

export { describePicked, type Held, type Picked, pickVouchers } from './pick.ts';

const valueText = (kind: VoucherKind, value: number) =>
  kind === 'fixed' ? formatCents(value) : String(value);

function termsOf(row: {
  merchant_id: unknown;
  kind: VoucherKind;
  value: unknown;
  min_spend: unknown;
  ends_at: string;
}) {
  return {
    merchant_id: row.merchant_id === null ? null : Number(row.merchant_id),
    kind: row.kind,
    value: valueText(row.kind, Number(row.value)),
    min_spend: formatCents(Number(row.min_spend)),
    ends_at: row.ends_at,
  };
}

/** The vouchers offered on a shop's goods now (its own, then the platform's), as the buyer (if any) sees them. */
export async function offered(db: Db, userId: number | null, shopId: number): Promise<OfferedVouchers> {
  const rows = await repo.offeredFor(db, shopId, nowIso());
  const counts =
    userId === null
      ? []
      : await repo.heldCounts(
          db,
          userId,
          rows.map((r) => Number(r.id)),
        );
  const countOf = (id: number) => counts.find((c) => Number(c.voucher_id) === id);
  const vouchers = rows
    .map((row) => {
      const count = countOf(Number(row.id));
      const held = Number(count?.held ?? 0);
      const left = row.total_limit === null || Number(row.claimed_count) < Number(row.total_limit);
      return {
        id: Number(row.id),
        ...termsOf(row),
        collected: Number(count?.unused ?? 0) > 0,
        can_collect: left && held < Number(row.per_buyer_limit),
      };
    })
    .sort((a, b) => Number(a.merchant_id === null) - Number(b.merchant_id === null) || a.id - b.id);
  return { vouchers };
}

/**
 * Collects one voucher for the buyer: under the buyer's lock his count is checked against the per-buyer
 * limit, and the claimed count rises by a conditional update that stops at the total limit.
 */
export async function collect(db: Db, userId: number, voucherId: number): Promise<OfferedVoucher> {
  const now = nowIso();
  const shopId = await db.transaction().execute(async (tx) => {
    await lockBuyer(tx, db.dialectName, userId);
    const voucher = await repo.findVoucher(tx, voucherId);
    if (!voucher || Number(voucher.disabled) === 1 || voucher.starts_at > now || voucher.ends_at <= now)
      throw new DomainError(Codes.VoucherInvalid);
    const [count] = await repo.heldCounts(tx, userId, [voucherId]);
    if (Number(count?.held ?? 0) >= Number(voucher.per_buyer_limit))
      throw new DomainError(Codes.VoucherInvalid, 'errors.voucherLimit');
    if (!(await repo.takeClaim(tx, voucherId, now)))
      throw new DomainError(Codes.VoucherInvalid, 'errors.voucherGone');
    await repo.insertHeld(tx, voucherId, userId, now);
    return voucher.merchant_id === null ? 0 : Number(voucher.merchant_id);
  });
  const { vouchers } = await offered(db, userId, shopId);
  return vouchers.find((v) => v.id === voucherId) as OfferedVoucher;
}

/** The buyer's vouchers: usable (soonest-ending first), used (latest first), expired. */
export async function mine(db: Db, userId: number): Promise<MyVouchers> {
  const now = nowIso();
  const rows = await repo.heldBy(db, userId);
  const held: HeldVoucher[] = rows.map((row) => ({
    id: Number(row.id),
    voucher_id: Number(row.voucher_id),
    merchant_name: row.merchant_name ?? null,
    ...termsOf(row),
    state: row.order_id !== null ? 'used' : row.ends_at <= now ? 'expired' : 'usable',
    used_at: row.used_at,
  }));
  return {
    usable: held.filter((h) => h.state === 'usable').sort((a, b) => a.ends_at.localeCompare(b.ends_at)),
    used: held
      .filter((h) => h.state === 'used')
      .sort((a, b) => (b.used_at ?? '').localeCompare(a.used_at ?? '')),
    expired: held.filter((h) => h.state === 'expired'),
  };
}

/** Each buyer's vouchers usable at `now`, for checkout: one statement for all of them. */
export async function usableVouchersOf(tx: Executor, userIds: number[], now: string) {
  const rows = await repo.usableOf(tx, userIds, now);
  const byUser = new Map<number, Held[]>();
  for (const row of rows) {
    const list = byUser.get(Number(row.user_id)) ?? [];
    list.push({
      id: Number(row.id),
      shopId: row.merchant_id === null ? null : Number(row.merchant_id),
      kind: row.kind,
      value: Number(row.value),
      minSpend: Number(row.min_spend),
      endsAt: row.ends_at,
    });
    byUser.set(Number(row.user_id), list);
  }
  return byUser;
}

export type VoucherUse = { id: number; userId: number; orderId: number; at: string };

/** Marks the vouchers used by their orders; false when one already was (the transaction must roll back). */
export async function useVouchers(tx: Tx, uses: VoucherUse[]): Promise<boolean> {
  const done = await Promise.all(uses.map((u) => repo.markUsed(tx, u.id, u.userId, u.orderId, u.at)));
  return done.every(Boolean);
}

/** A cancelled or refunded order's voucher back to its buyer unless it expired; once, however often asked. */
export async function giveBackVouchers(tx: Executor, orderIds: number[], now = nowIso()): Promise<number> {
  return repo.releaseFrom(tx, orderIds, now);
}

// ops: `npm run ops -- voucher add|list|disable`.
export const addVoucher = (db: Db, row: Insertable<VouchersTable>) => repo.insertVoucher(db, row);
export const listVouchers = (db: Db) => repo.allVouchers(db);
export const disableVoucher = (db: Db, id: number) => repo.setDisabled(db, id);
