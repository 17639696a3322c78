import type { Db } from '#server/db/connect.ts';
import { ledgerCheckedAt, ledgerDriftAccounts, ledgerDriftCents } from '#server/modules/metrics/registry.ts';
import { type Drift, ledgerDrift } from '#server/modules/wallet/ledger.ts';

/** `ops ledger-check` on a schedule: every wallet against its bill rows, the drift kept for `/metrics`. */
export async function checkLedger(db: Db): Promise<Drift[]> {
  const drift = await ledgerDrift(db);
  ledgerDriftCents.set(drift.reduce((cents, d) => cents + Math.abs(d.stored - d.ledger), 0));
  ledgerDriftAccounts.set(drift.length);
  ledgerCheckedAt.setToCurrentTime();
  return drift;
}
