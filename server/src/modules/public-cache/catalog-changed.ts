import type { Db } from '#server/db/connect.ts';
import { bumpCatalogVersion } from './version-repo.ts';

let generation = 0;

/** How many catalog changes this process has made; a cached answer from an earlier one is stale. */
export const localGeneration = (): number => generation;

/**
 * Called right after a change that a public answer shows has committed (stock, sales, a price, a
 * product on or off sale, fans, reviews, banners, notices, settings): this process's cached answers
 * miss at once, every other process's within about a second, when it next reads the shared version.
 * After the commit, never inside the transaction: one hot row locked by every order would make
 * concurrent checkouts wait on each other, and a version seen before the data would let a reader cache
 * the old rows under the new version. Answers once a bump that started after the call has ended.
 */
export function catalogChanged(db: Db): Promise<void> {
  generation += 1;
  const bumps = bumpsOf(db);
  if (!bumps.running) return startBump(db, bumps);
  // A bump already under way may have started before this change committed, so one more starts
  // after it; every change meanwhile shares that one (checkouts would otherwise queue on the row).
  bumps.queued ??= bumps.running.then(() => {
    bumps.queued = null;
    return startBump(db, bumps);
  });
  return bumps.queued;
}

type Bumps = { running: Promise<void> | null; queued: Promise<void> | null };
const bumpsByDb = new WeakMap<Db, Bumps>();

function bumpsOf(db: Db): Bumps {
  let bumps = bumpsByDb.get(db);
  if (!bumps) {
    bumps = { running: null, queued: null };
    bumpsByDb.set(db, bumps);
  }
  return bumps;
}

function startBump(db: Db, bumps: Bumps): Promise<void> {
  bumps.running = bumpCatalogVersion(db)
    .catch(() => {
      // The change itself has committed and must not be reported as failed; other processes then see
      // it when their cached answer expires (PUBLIC_CACHE_TTL_MS).
    })
    .finally(() => {
      bumps.running = null;
    });
  return bumps.running;
}
