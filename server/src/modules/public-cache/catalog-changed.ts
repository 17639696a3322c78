import type { Db } from '#server/db/connect.ts';
import type { Tx } from '#server/db/executor.ts';
import { bumpCatalogVersion } from './version-repo.ts';

let generation = 0;

/** How many catalog changes this process has made; a cached answer from an earlier one is stale. */
export const localGeneration = (): number => generation;

/**
 * Called right after a change that a public answer shows has committed (stock, sales, a price, a
 * product on or off sale, fans, reviews, banners, notices, settings): this process's cached answers
 * miss at once, every other process's within about a second, when it next reads the shared version.
 * After the commit, not inside the transaction: the one row locked by every such change until its commit
 * would make them wait on each other (checkouts, which share transactions, move it inside theirs:
 * `catalogChangedIn`), and a version moved before the data commits would let a reader cache the old rows
 * under the new version. Answers once a bump that started after the call has ended.
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

/**
 * For checkouts, which change stock hundreds of times a second in transactions that several checkouts
 * share (orders/checkout.ts): the shared version moves inside the transaction, its last lock, sent with
 * its last writes, so the version and the stock commit together and no reader can see the one without the
 * other. The row is then held for one round trip, by one transaction of checkouts at a time, instead of a
 * commit of its own after each. The caller calls `catalogCommitted` once the transaction has committed.
 */
export function catalogChangedIn(tx: Tx): Promise<void> {
  return bumpCatalogVersion(tx);
}

/** After a commit that moved the shared version itself (`catalogChangedIn`): this process's cached answers miss at once. */
export function catalogCommitted(): void {
  generation += 1;
}
