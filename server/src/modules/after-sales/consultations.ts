import type {
  ConsultBody,
  ConsultDetail,
  ConsultListItem,
  ConsultReplyBody,
} from '@crossbay/contract/after-sales';
import { Codes } from '@crossbay/contract/codes';
import type { Page } from '@crossbay/contract/pagination';
import type { Selectable } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { Executor, Tx } from '#server/db/executor.ts';
import type { ConsultationRepliesTable, ConsultationsTable } from '#server/db/schema.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { firstThumbnail } from '#server/modules/catalog/first-thumbnail.ts';
import { notifyBuyer } from '#server/modules/notices/notify.ts';
import { appendMessage, insertConsultation } from './repo.ts';

// consultation_replies holds every message of a thread, the buyer's first question included, so the
// messages share one id sequence and one order; consultations.content keeps the question for lists.
type Thread = Selectable<ConsultationsTable>;
type Message = Selectable<ConsultationRepliesTable>;
type Author = Message['author'];

const message = (m: Message) => ({
  id: Number(m.id),
  author: m.author,
  content: m.content,
  created_at: m.created_at,
});

/** The shop and product each thread is about, fetched once for a page of threads. */
async function subjects(db: Db, threads: Thread[]) {
  const shopIds = [...new Set(threads.map((t) => Number(t.merchant_id)))];
  const productIds = [
    ...new Set(threads.flatMap((t) => (t.product_id === null ? [] : [Number(t.product_id)]))),
  ];
  const [shops, products] = await Promise.all([
    shopIds.length === 0
      ? []
      : db.selectFrom('merchants').select(['id', 'name', 'logo']).where('id', 'in', shopIds).execute(),
    productIds.length === 0
      ? []
      : db
          .selectFrom('products')
          .select((eb) => ['id', 'name', firstThumbnail(eb)])
          .where('id', 'in', productIds)
          .execute(),
  ]);
  return (thread: Thread) => {
    const shop = shops.find((m) => Number(m.id) === Number(thread.merchant_id));
    const product = products.find((p) => Number(p.id) === Number(thread.product_id));
    return {
      merchant: { id: Number(thread.merchant_id), name: shop?.name ?? '', logo: shop?.logo ?? null },
      product: product ? { id: Number(product.id), name: product.name, image: product.image } : null,
    };
  };
}

/** The latest message of each thread. */
async function latestMessages(db: Db, threads: { id: number }[]) {
  const ids = threads.map((t) => Number(t.id));
  const rows =
    ids.length === 0
      ? []
      : await db
          .selectFrom('consultation_replies')
          .selectAll()
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('consultation_replies')
              .select((s) => s.fn.max<number>('id').as('id'))
              .where('consultation_id', 'in', ids)
              .groupBy('consultation_id'),
          )
          .execute();
  return (thread: { id: number }) => rows.find((m) => Number(m.consultation_id) === Number(thread.id));
}

async function ownThread(db: Executor, userId: number, id: number): Promise<Thread> {
  const thread = await db
    .selectFrom('consultations')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!thread) throw new DomainError(Codes.NotFound);
  return thread;
}

async function addMessage(tx: Tx, id: number, author: Author, content: string) {
  await appendMessage(
    tx,
    { consultation_id: id, author, content, created_at: nowIso() },
    author === 'buyer' ? 'open' : 'answered',
  );
}

export async function consultationDetail(db: Db, userId: number, id: number): Promise<ConsultDetail> {
  const thread = await ownThread(db, userId, id);
  const [subjectOf, messages] = await Promise.all([
    subjects(db, [thread]),
    db
      .selectFrom('consultation_replies')
      .selectAll()
      .where('consultation_id', '=', id)
      .orderBy('id')
      .execute(),
  ]);
  return {
    ...subjectOf(thread),
    id: Number(thread.id),
    status: thread.status as ConsultDetail['status'],
    messages: messages.map(message),
    created_at: thread.created_at,
  };
}

/** A question to a shop, about one of its products or in general. */
export async function startConsultation(db: Db, userId: number, body: ConsultBody): Promise<ConsultDetail> {
  const shop = await db
    .selectFrom('merchants')
    .select('id')
    .where('id', '=', body.merchant_id)
    .executeTakeFirst();
  const product =
    body.product_id === undefined
      ? null
      : await db
          .selectFrom('products')
          .select('id')
          .where('id', '=', body.product_id)
          .where('merchant_id', '=', body.merchant_id)
          .executeTakeFirst();
  if (!shop || product === undefined) throw new DomainError(Codes.NotFound);
  const id = await db.transaction().execute(async (tx) => {
    const now = nowIso();
    const threadId = await insertConsultation(tx, {
      user_id: userId,
      merchant_id: body.merchant_id,
      product_id: body.product_id ?? null,
      content: body.content,
      created_at: now,
      updated_at: now,
    });
    await addMessage(tx, threadId, 'buyer', body.content);
    return threadId;
  });
  return consultationDetail(db, userId, id);
}

export async function buyerReply(db: Db, userId: number, body: ConsultReplyBody): Promise<ConsultDetail> {
  await db.transaction().execute(async (tx) => {
    await ownThread(tx, userId, body.id);
    await addMessage(tx, body.id, 'buyer', body.content);
  });
  return consultationDetail(db, userId, body.id);
}

/** The buyer's threads, the latest activity first, each with its latest message. */
export async function consultationList(
  db: Db,
  userId: number,
  page: number,
  limit: number,
): Promise<Page<ConsultListItem>> {
  const { total } = await db
    .selectFrom('consultations')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const threads = await db
    .selectFrom('consultations')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset((page - 1) * limit)
    .execute();
  const [subjectOf, lastOf] = await Promise.all([subjects(db, threads), latestMessages(db, threads)]);
  const list = threads.flatMap((thread) => {
    const last = lastOf(thread);
    if (!last) return [];
    return [
      {
        ...subjectOf(thread),
        id: Number(thread.id),
        status: thread.status as ConsultListItem['status'],
        last_message: message(last),
        updated_at: thread.updated_at,
      },
    ];
  });
  return { list, total: Number(total), page, limit };
}

/** The shop's answer, written by an operator: the thread is answered and the buyer notified. */
export async function shopReply(db: Db, id: number, content: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const thread = await tx
      .selectFrom('consultations')
      .innerJoin('merchants', 'merchants.id', 'consultations.merchant_id')
      .select(['consultations.user_id', 'merchants.name'])
      .where('consultations.id', '=', id)
      .executeTakeFirst();
    if (!thread) return false;
    await addMessage(tx, id, 'merchant', content);
    await notifyBuyer(
      tx,
      Number(thread.user_id),
      'consult',
      'consultAnswered',
      { shop: thread.name },
      { kind: 'consultation', id, order_id: null },
    );
    return true;
  });
}

/** The ops list, latest activity first; with `openOnly` the threads waiting for the shop. */
export async function consultationsForOps(db: Db, openOnly: boolean) {
  let query = db
    .selectFrom('consultations')
    .innerJoin('users', 'users.id', 'consultations.user_id')
    .innerJoin('merchants', 'merchants.id', 'consultations.merchant_id')
    .select([
      'consultations.id',
      'users.account',
      'merchants.name as shop',
      'consultations.product_id',
      'consultations.status',
      'consultations.updated_at',
    ])
    .orderBy('consultations.updated_at', 'desc')
    .orderBy('consultations.id', 'desc');
  if (openOnly) query = query.where('consultations.status', '=', 'open');
  const threads = await query.execute();
  const lastOf = await latestMessages(db, threads);
  return threads.map((thread) => ({ ...thread, last: lastOf(thread) }));
}
