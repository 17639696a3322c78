import type { Kysely } from 'kysely';

// Who asked for an email code (the client address, an IPv6 one by its /64): the daily cap counts per
// requester as well as per address mailed, so a stranger cannot use up the owner's codes (decision 0094).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('verification_codes').addColumn('requester', 'varchar(64)').execute();
  await db.schema
    .createIndex('verification_codes_requester')
    .on('verification_codes')
    .columns(['requester', 'created_at'])
    .execute();
}
