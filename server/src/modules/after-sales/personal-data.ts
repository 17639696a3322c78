import type { Executor } from '#server/db/executor.ts';
import { ownedRows, pagedById } from '#server/db/owned-rows.ts';

export const refundRowsOf = (db: Executor, userId: number) => ownedRows(db, 'refunds', userId);
export const reviewRowsOf = (db: Executor, userId: number) => ownedRows(db, 'reviews', userId);
export const complaintRowsOf = (db: Executor, userId: number) => ownedRows(db, 'complaints', userId);

/** The buyer's consultations, each with its replies (the merchant's too: they answer the buyer). */
export function consultationRowsOf(db: Executor, userId: number) {
  return pagedById(async (after, limit) => {
    const consultations = await db
      .selectFrom('consultations')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(limit)
      .execute();
    if (consultations.length === 0) return [];
    const replies = await db
      .selectFrom('consultation_replies')
      .selectAll()
      .where(
        'consultation_id',
        'in',
        consultations.map((c) => Number(c.id)),
      )
      .orderBy('id')
      .execute();
    return consultations.map((c) => ({
      ...c,
      replies: replies.filter((r) => Number(r.consultation_id) === Number(c.id)),
    }));
  });
}

export async function hasOpenRefunds(db: Executor, userId: number): Promise<boolean> {
  const open = await db
    .selectFrom('refunds')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'auditing')
    .limit(1)
    .executeTakeFirst();
  return open !== undefined;
}
