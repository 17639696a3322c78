import type { ComplaintBody, ComplaintView } from '@crossbay/contract/after-sales';
import { Codes } from '@crossbay/contract/codes';
import type { OrderStatus } from '@crossbay/contract/order';
import type { Page } from '@crossbay/contract/pagination';
import type { Db } from '#server/db/connect.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { notifyBuyer } from '#server/modules/notices/notify.ts';
import { canComplain, ownOrder } from '#server/modules/orders/lifecycle.ts';
import { requireOwnUploads } from '#server/modules/uploads/service.ts';
import { answerComplaint, insertComplaint } from './repo.ts';

type ComplaintRow = {
  id: number;
  order_id: number | null;
  order_sn: string | null;
  content: string;
  certificate: string;
  status: string;
  reply: string | null;
  created_at: string;
};

const view = (r: ComplaintRow): ComplaintView => ({
  ...r,
  id: Number(r.id),
  order_id: r.order_id === null ? null : Number(r.order_id),
  status: r.status as ComplaintView['status'],
});

function complaints(db: Db) {
  return db
    .selectFrom('complaints')
    .leftJoin('orders', 'orders.id', 'complaints.order_id')
    .select([
      'complaints.id',
      'complaints.order_id',
      'orders.sn as order_sn',
      'complaints.content',
      'complaints.certificate',
      'complaints.status',
      'complaints.reply',
      'complaints.created_at',
    ]);
}

/** spec §2: a complaint about one of the buyer's paid orders, or (without an order) to the platform. */
export async function submitComplaint(db: Db, userId: number, body: ComplaintBody): Promise<ComplaintView> {
  if (body.order_id !== undefined) {
    const order = await ownOrder(db, userId, body.order_id);
    if (!canComplain(order.status as OrderStatus))
      throw new DomainError(Codes.OrderStateChanged, 'errors.complaintNotAllowed');
  }
  await requireOwnUploads(db, userId, [body.certificate]);
  const id = await insertComplaint(db, {
    user_id: userId,
    order_id: body.order_id ?? null,
    content: body.content,
    certificate: body.certificate,
    created_at: nowIso(),
  });
  return view(await complaints(db).where('complaints.id', '=', id).executeTakeFirstOrThrow());
}

export async function complaintList(
  db: Db,
  userId: number,
  page: number,
  limit: number,
): Promise<Page<ComplaintView>> {
  const { total } = await db
    .selectFrom('complaints')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const rows = await complaints(db)
    .where('complaints.user_id', '=', userId)
    .orderBy('complaints.id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  return { list: rows.map(view), total: Number(total), page, limit };
}

/** The platform answers an open complaint once, and the buyer gets a notice with the answer. */
export async function replyToComplaint(db: Db, id: number, reply: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    if (!(await answerComplaint(tx, id, reply))) return false;
    const { user_id, order_id } = await tx
      .selectFrom('complaints')
      .select(['user_id', 'order_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await notifyBuyer(
      tx,
      Number(user_id),
      'complaint',
      'complaintReplied',
      { reply },
      { kind: 'complaint', id, order_id: order_id === null ? null : Number(order_id) },
    );
    return true;
  });
}

/** The ops list, oldest first; with `openOnly` the ones still waiting for an answer. */
export async function complaintsForOps(db: Db, openOnly: boolean) {
  let query = complaints(db)
    .innerJoin('users', 'users.id', 'complaints.user_id')
    .select('users.account')
    .orderBy('complaints.id');
  if (openOnly) query = query.where('complaints.status', '=', 'open');
  return query.execute();
}
