import type { Db } from '#server/db/connect.ts';
import { nowIso } from '#server/lib/clock.ts';
import { insertFile } from './repo.ts';
import type { FileStore } from './store.ts';

/** Files in the `files` table: an upload through one server is served by every server on the database. */
export function databaseStore(db: Db): FileStore {
  return {
    has: async (path) =>
      (await db.selectFrom('files').select('path').where('path', '=', path).executeTakeFirst()) !== undefined,
    put: async (path, contentType, bytes) => {
      await insertFile(db, path, contentType, bytes, nowIso());
    },
    get: async (path) => {
      const row = await db
        .selectFrom('files')
        .select(['content_type', 'bytes', 'created_at'])
        .where('path', '=', path)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        contentType: row.content_type,
        bytes: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength),
        createdAt: new Date(row.created_at),
      };
    },
  };
}
