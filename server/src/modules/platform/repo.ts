import type { Insertable } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import type { BannersTable, BlockchainNetworksTable, PagesTable, SettingsTable } from '#server/db/schema.ts';

export async function readPage(db: Db, slug: string, lang: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('pages')
    .select('content')
    .where('slug', '=', slug)
    .where('lang', '=', lang)
    .executeTakeFirst();
  return row?.content;
}

export async function readSetting(db: Executor, key: string): Promise<string | undefined> {
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

export async function writeSetting(db: Executor, key: string, value: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

/** Updates the banner `id`, or adds one when it is null. */
export async function writeBanner(
  db: Db,
  id: number | null,
  banner: Insertable<BannersTable>,
): Promise<void> {
  if (id !== null) await db.updateTable('banners').set(banner).where('id', '=', id).execute();
  else await db.insertInto('banners').values(banner).execute();
}

/** The platform's content in bulk (the demo seed): pages, banners, networks and settings, each in one statement. */
export async function insertPlatformContent(
  tx: Executor,
  content: {
    pages: Insertable<PagesTable>[];
    banners: Insertable<BannersTable>[];
    networks: Insertable<BlockchainNetworksTable>[];
    settings: Insertable<SettingsTable>[];
  },
): Promise<void> {
  if (content.pages.length > 0) await tx.insertInto('pages').values(content.pages).execute();
  if (content.banners.length > 0) await tx.insertInto('banners').values(content.banners).execute();
  if (content.networks.length > 0)
    await tx.insertInto('blockchain_networks').values(content.networks).execute();
  if (content.settings.length > 0) await tx.insertInto('settings').values(content.settings).execute();
}
