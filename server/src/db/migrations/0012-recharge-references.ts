import type { Kysely } from 'kysely';

// Each buyer's own code to write on a bank transfer, random so no buyer can work out
// another's (docs/decisions/0047), and the code a manual recharge was sent with, for the operator.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('recharge_references')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('code', 'varchar(16)', (c) => c.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('recharges').addColumn('reference', 'varchar(16)').execute();
}
