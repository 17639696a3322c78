import { type Kysely, sql } from 'kysely';
import { SERVER_MESSAGES } from '#server/i18n/messages.ts';

// A buyer's notice keeps its message key and values, and is written out in the language of whoever reads it
// (issue 36): "Refund approved" stayed English beside German platform notices after the buyer switched.
// Rows written before keep their text, and get their key and values back where their title and body match a
// notice's texts in one of the 14 languages as they read today.

type Template = { key: string; title: RegExp; body: RegExp };

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const pattern = (text: string) =>
  new RegExp(`^${escapeRegex(text).replace(/\\\{\\\{(\w+)\\\}\\\}/g, '(?<$1>[\\s\\S]*?)')}$`);

function templates(): Template[] {
  const found: Template[] = [];
  for (const messages of Object.values(SERVER_MESSAGES)) {
    const notices =
      (messages as { notice?: Record<string, { title?: unknown; body?: unknown }> }).notice ?? {};
    for (const [key, text] of Object.entries(notices)) {
      if (typeof text.title === 'string' && typeof text.body === 'string')
        found.push({ key, title: pattern(text.title), body: pattern(text.body) });
    }
  }
  return found;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notices').addColumn('message_key', 'varchar(64)').execute();
  await db.schema.alterTable('notices').addColumn('message_vars', 'text').execute();
  await keyOldNotices(db);
}

/** Gives buyers' notices written before this migration their key and values, where their texts tell them. */
export async function keyOldNotices(db: Kysely<unknown>): Promise<void> {
  const rows = await sql<{ id: number; title: string; body: string }>`
    select id, title, body from notices where user_id is not null and message_key is null`.execute(db);
  const known = templates();
  for (const row of rows.rows) {
    for (const template of known) {
      const title = template.title.exec(row.title);
      const body = title && template.body.exec(row.body);
      if (!title || !body) continue;
      const vars = JSON.stringify({ ...title.groups, ...body.groups });
      await sql`update notices set message_key = ${template.key}, message_vars = ${vars} where id = ${row.id}`.execute(
        db,
      );
      break;
    }
  }
}
