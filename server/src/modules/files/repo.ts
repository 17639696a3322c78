import type { Db } from '#server/db/connect.ts';

/** Stores a file once: a path already there keeps its bytes. */
export async function insertFile(db: Db, path: string, contentType: string, bytes: Uint8Array, at: string) {
  await db
    .insertInto('files')
    .values({ path, content_type: contentType, bytes, created_at: at })
    .onConflict((oc) => oc.column('path').doNothing())
    .execute();
}
