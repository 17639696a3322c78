import { type Kysely, sql } from 'kysely';

// Proofs, refund evidence and complaint certificates become private uploads (issue 41 item 4,
// docs/decisions/0120): their paths move from /uploads/ to /api/private-uploads/ in the rows that name them, in
// `uploads` (a path without a row gets one naming the buyer of the row that uses it: the owner the API checks)
// and in `files` (FILE_STORE=database). With FILE_STORE=folder the files themselves move at startup
// (modules/uploads/move-private.ts), which a migration cannot do: it sees the database only.
// A row at a time: the refund's proof is a JSON list of paths. Idempotent: a moved path no longer matches.
const PUBLIC = '/uploads/';
const PRIVATE = '/api/private-uploads/';
const REFERENCES = [
  { table: 'recharges', column: 'evidence', list: false },
  { table: 'refunds', column: 'proof', list: true },
  { table: 'complaints', column: 'certificate', list: false },
] as const;

const privateOf = (path: string) => (path.startsWith(PUBLIC) ? PRIVATE + path.slice(PUBLIC.length) : path);

// biome-ignore lint/suspicious/noExplicitAny: migrations run below the typed schema
async function claim(db: Kysely<any>, path: string, userId: number, at: string): Promise<void> {
  const moved = privateOf(path);
  const updated = await db
    .updateTable('uploads')
    .set({ path: moved, user_id: sql`coalesce(user_id, ${userId})` })
    .where('path', '=', path)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0)
    await db
      .insertInto('uploads')
      .values({ user_id: userId, path: moved, width: 0, height: 0, bytes: 0, created_at: at })
      .onConflict((oc) => oc.column('path').doNothing())
      .execute();
  await db.updateTable('files').set({ path: moved }).where('path', '=', path).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run below the typed schema
export async function up(db: Kysely<any>): Promise<void> {
  for (const { table, column, list } of REFERENCES) {
    const rows: { id: number; user_id: number; value: string; created_at: string }[] = await db
      .selectFrom(table)
      .select(['id', 'user_id', `${column} as value`, 'created_at'])
      .where(column, 'like', `%${PUBLIC}%`)
      .execute();
    for (const row of rows) {
      const paths: string[] = list ? JSON.parse(row.value) : [row.value];
      for (const path of paths)
        if (path.startsWith(PUBLIC)) await claim(db, path, row.user_id, row.created_at);
      const value = list ? JSON.stringify(paths.map(privateOf)) : privateOf(row.value);
      await db
        .updateTable(table)
        .set({ [column]: value })
        .where('id', '=', row.id)
        .execute();
    }
  }
}
