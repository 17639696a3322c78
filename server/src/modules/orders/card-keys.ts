import type { Insertable } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import type { CardKeysTable } from '#server/db/schema.ts';
import { nowIso } from '#server/lib/clock.ts';
import { addStock } from '#server/modules/catalog/stock.ts';
import { catalogChanged } from '#server/modules/public-cache/catalog-changed.ts';
import { insertCardKeys } from './card-keys-repo.ts';

/** Card keys an operator imports for a virtual product (passwords already encrypted); its stock grows by them. */
export async function importCardKeys(
  db: Db,
  productId: number,
  keys: { card_number: string; password_enc: string }[],
): Promise<void> {
  const now = nowIso();
  await db.transaction().execute(async (tx) => {
    await insertCardKeys(
      tx,
      keys.map((k) => ({ ...k, product_id: productId, created_at: now })),
    );
    await addStock(tx, productId, keys.length, now);
  });
  await catalogChanged(db);
}

/** The demo seed's card keys as given (the product's stock already counts them), inside its transaction. */
export async function importDemoCardKeys(tx: Executor, keys: Insertable<CardKeysTable>[]): Promise<void> {
  if (keys.length > 0) await insertCardKeys(tx, keys);
}
