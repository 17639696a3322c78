import { sql } from 'kysely';
import type { Db } from './connect.ts';
import { DatabaseUnavailable } from './unavailable.ts';

const READY_TIMEOUT_MS = 2_000;

/** Resolves when the database answers a trivial statement within 2 s; rejects as unavailable otherwise. */
export async function databaseAnswers(db: Db): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DatabaseUnavailable(1_000)), READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([sql`select 1`.execute(db), late]);
  } finally {
    clearTimeout(timer);
  }
}
