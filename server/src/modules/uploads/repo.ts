import type { Insertable } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import type { UploadsTable } from '#server/db/schema.ts';

export async function insertUpload(db: Executor, upload: Insertable<UploadsTable>): Promise<void> {
  await db.insertInto('uploads').values(upload).execute();
}
