import type { Insertable } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import type { BannersTable } from '#server/db/schema.ts';
import { type AuditActor, recordAudit } from '#server/modules/audit-log/service.ts';
import { catalogChanged } from '#server/modules/public-cache/catalog-changed.ts';
import { insertPlatformContent, readSetting, writeBanner, writeSetting } from './repo.ts';

// The operator's changes to the platform (`npm run ops -- setting …`, `banner set`); both show in
// public answers (the platform's name, contact and currency; the home screen), which are refreshed.

/** Saves a setting (JSON text) with its audit row, before and after, in one transaction. */
export async function saveSetting(db: Db, actor: AuditActor, key: string, value: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const before = await readSetting(tx, key);
    await writeSetting(tx, key, value);
    await recordAudit(tx, actor, {
      action: 'setting.change',
      objectType: 'setting',
      objectId: key,
      before: before === undefined ? undefined : JSON.parse(before),
      after: JSON.parse(value),
    });
  });
  await catalogChanged(db);
}

export async function setBanner(db: Db, id: number | null, banner: Insertable<BannersTable>): Promise<void> {
  await writeBanner(db, id, banner);
  await catalogChanged(db);
}

/** The demo seed's pages, banners, networks and settings, inside its transaction (nothing is served yet). */
export async function importPlatformContent(
  tx: Executor,
  content: Parameters<typeof insertPlatformContent>[1],
): Promise<void> {
  await insertPlatformContent(tx, content);
}
