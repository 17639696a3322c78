import { type Kysely, sql } from 'kysely';
import { SERVER_MESSAGES } from '#server/i18n/messages.ts';

// A buyer's notice keeps its message key and values, and is written out in the language of whoever reads it
// (issue 36): "Refund approved" stayed English beside German platform notices after the buyer switched.
// Rows written before keep their text, and get their key and values back where their title and body match a
// notice's texts in one of the 14 languages as they read today.

type Template = { key: string; title: RegExp; body: RegExp; literalTitle: string | null };

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
        found.push({
          key,
          title: pattern(text.title),
          body: pattern(text.body),
          literalTitle: text.title.includes('{{') ? null : text.title,
        });
    }
  }
  return found;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notices').addColumn('message_key', 'varchar(64)').execute();
  await db.schema.alterTable('notices').addColumn('message_vars', 'text').execute();
  await keyOldNotices(db);
}

// Rows read and written at a time: a big shop's notices never sit in memory at once, and each page is one
// update statement, not one per row.
const PAGE = 500;

/** Gives buyers' notices written before this migration their key and values, where their texts tell them. */
export async function keyOldNotices(db: Kysely<unknown>): Promise<void> {
  const match = matcher(templates());
  for (let after = 0; ; ) {
    const rows = (
      await sql<{ id: number; title: string; body: string }>`
        select id, title, body from notices
        where user_id is not null and message_key is null and id > ${after}
        order by id limit ${PAGE}`.execute(db)
    ).rows;
    if (rows.length === 0) return;
    after = Number(rows[rows.length - 1]?.id);
    const keyed = rows.flatMap((row) => {
      const found = match(row.title, row.body);
      return found ? [{ id: Number(row.id), ...found }] : [];
    });
    if (keyed.length === 0) continue;
    const caseOf = (value: (k: (typeof keyed)[number]) => string) =>
      sql.join(
        keyed.map((k) => sql`when ${k.id} then ${value(k)}`),
        sql` `,
      );
    await sql`
      update notices
      set message_key = case id ${caseOf((k) => k.key)} end,
          message_vars = case id ${caseOf((k) => k.vars)} end
      where id in (${sql.join(keyed.map((k) => k.id))})`.execute(db);
  }
}

// A title with no value in it is looked up by its text; the few with values are tried one by one.
function matcher(known: Template[]) {
  const byTitle = new Map<string, Template[]>();
  const withValues: Template[] = [];
  for (const template of known) {
    if (template.literalTitle === null) withValues.push(template);
    else byTitle.set(template.literalTitle, [...(byTitle.get(template.literalTitle) ?? []), template]);
  }
  return (title: string, body: string): { key: string; vars: string } | null => {
    for (const template of [...(byTitle.get(title) ?? []), ...withValues]) {
      const titleMatch = template.title.exec(title);
      const bodyMatch = titleMatch && template.body.exec(body);
      if (titleMatch && bodyMatch)
        return { key: template.key, vars: JSON.stringify({ ...titleMatch.groups, ...bodyMatch.groups }) };
    }
    return null;
  };
}
