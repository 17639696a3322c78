import type { Executor } from '#server/db/executor.ts';
import { SHOWN_USER_COLUMNS } from './repo.ts';

/** The buyer's own row for their data export: what they are shown, and when the account was made and changed. */
export function accountOf(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select([...SHOWN_USER_COLUMNS, 'created_at', 'updated_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
