import type { Executor } from '#server/db/executor.ts';
import { ownedRows } from '#server/db/owned-rows.ts';

export const refundRowsOf = (db: Executor, userId: number) => ownedRows(db, 'refunds', userId);
export const reviewRowsOf = (db: Executor, userId: number) => ownedRows(db, 'reviews', userId);
export const complaintRowsOf = (db: Executor, userId: number) => ownedRows(db, 'complaints', userId);

/** The buyer's consultations, each with its replies (the merchant's too: they answer the buyer). */
export const consultationRowsOf = (db: Executor, userId: number) =>
  ownedRows(db, 'consultations', userId, {
    children: { table: 'consultation_replies', key: 'consultation_id', as: 'replies' },
  });

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
