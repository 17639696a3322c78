import type { Insertable } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { WebVitalsTable } from '#server/db/schema.ts';

export async function insertVitals(db: Db, rows: Insertable<WebVitalsTable>[]): Promise<void> {
  await db.insertInto('web_vitals').values(rows).execute();
}

/** Every measure since an instant, as route, name and value (read only; `ops vitals`). */
export function vitalsSince(db: Db, since: string) {
  return db
    .selectFrom('web_vitals')
    .select(['route', 'name', 'value'])
    .where('at', '>=', since)
    .orderBy('route')
    .orderBy('name')
    .orderBy('value')
    .execute();
}

export async function deleteVitalsBefore(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom('web_vitals').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
