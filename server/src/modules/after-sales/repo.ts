import type { Insertable } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import type {
  ComplaintsTable,
  ConsultationRepliesTable,
  ConsultationsTable,
  RefundsTable,
  ReviewsTable,
} from '#server/db/schema.ts';

export async function insertComplaint(db: Executor, complaint: Insertable<ComplaintsTable>): Promise<number> {
  const row = await db.insertInto('complaints').values(complaint).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Answers an open complaint once; answers whether this call did. */
export async function answerComplaint(db: Executor, id: number, reply: string): Promise<boolean> {
  const moved = await db
    .updateTable('complaints')
    .set({ status: 'replied', reply })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

export async function insertConsultation(
  db: Executor,
  thread: Insertable<ConsultationsTable>,
): Promise<number> {
  const row = await db.insertInto('consultations').values(thread).returning('id').executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A message on a thread, and the thread's status: open (waiting for the shop) or answered (the shop wrote last). */
export async function appendMessage(
  db: Executor,
  message: Insertable<ConsultationRepliesTable>,
  status: 'open' | 'answered',
): Promise<void> {
  await db.insertInto('consultation_replies').values(message).execute();
  await db
    .updateTable('consultations')
    .set({ status, updated_at: message.created_at })
    .where('id', '=', message.consultation_id)
    .execute();
}

export async function insertRefund(db: Executor, refund: Insertable<RefundsTable>) {
  return db.insertInto('refunds').values(refund).returningAll().executeTakeFirstOrThrow();
}

/** Decides an auditing refund once; answers whether this call did. */
export async function decideRefundRow(
  db: Executor,
  id: number,
  status: 'passed' | 'refused',
  note: string | null,
  at: string,
): Promise<boolean> {
  const moved = await db
    .updateTable('refunds')
    .set({ status, decision_note: note, decided_at: at })
    .where('id', '=', id)
    .where('status', '=', 'auditing')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** One review per product of an order; answers how many were new (a product reviewed already is skipped). */
export async function insertReviews(db: Executor, reviews: Insertable<ReviewsTable>[]): Promise<number> {
  const inserted = await db
    .insertInto('reviews')
    .values(reviews)
    .onConflict((oc) => oc.columns(['order_id', 'product_id']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0);
}
