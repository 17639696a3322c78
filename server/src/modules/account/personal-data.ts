import type { Executor } from '#server/db/executor.ts';

/** The buyer's own row for their data export: no hashes (password, payment code) and no lookup key. */
export function accountOf(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'account',
      'username',
      'given_name',
      'email',
      'mobile',
      'avatar',
      'kind',
      'lang',
      'display_currency',
      'balance',
      'bonus_total',
      'bonus_usable',
      'bonus_used',
      'created_at',
      'updated_at',
    ])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
