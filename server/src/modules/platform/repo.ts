import type { Db } from '../../db/connect.ts';

export async function readPage(db: Db, slug: string, lang: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('pages')
    .select('content')
    .where('slug', '=', slug)
    .where('lang', '=', lang)
    .executeTakeFirst();
  return row?.content;
}

export async function readSetting(db: Db, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

export async function enabledNetworks(db: Db) {
  return db
    .selectFrom('blockchain_networks')
    .select(['id', 'name', 'deposit_address', 'min_amount', 'max_amount'])
    .where('enabled', '=', 1)
    .orderBy('sort')
    .execute();
}
