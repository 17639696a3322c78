import { compiledOnce } from '#server/db/compiled-once.ts';
import type { Executor } from '#server/db/executor.ts';

/** Shops' handling days, by shop id. */
export async function handlingDaysOf(db: Executor, shopIds: number[]): Promise<Map<number, number>> {
  if (shopIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('merchants')
    .select(['id', 'handling_days'])
    .where('id', 'in', shopIds)
    .execute();
  return new Map(rows.map((r) => [Number(r.id), Number(r.handling_days)]));
}

/** Every destination's transit days: a small table, read whole (on the checkout path: compiled once). */
export const transitTable = compiledOnce((db) =>
  db.selectFrom('transit_days').select(['country', 'min_days', 'max_days']).orderBy('country'),
);

export async function setTransit(db: Executor, country: string, min: number, max: number, at: string) {
  await db
    .insertInto('transit_days')
    .values({ country, min_days: min, max_days: max, updated_at: at })
    .onConflict((oc) => oc.column('country').doUpdateSet({ min_days: min, max_days: max, updated_at: at }))
    .execute();
}

export async function setHandlingDays(db: Executor, shopId: number, days: number): Promise<boolean> {
  const result = await db
    .updateTable('merchants')
    .set({ handling_days: days })
    .where('id', '=', shopId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
