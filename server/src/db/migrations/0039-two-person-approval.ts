import { type Kysely, PostgresAdapter } from 'kysely';

// Two-person approval of large sums (issue 40 item 3, docs/decisions/0125): the first approval of a withdrawal or
// recharge above the threshold waits here, one row per request (the unique key lets one first approver win), for a
// second, different person to execute the decision.
export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const table = db.schema.createTable('approvals');
  await (isPostgres
    ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('request_id', 'bigint', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('actor_kind', 'varchar(8)', (c) => c.notNull())
    .addColumn('actor_id', 'bigint')
    .addColumn('actor_name', 'varchar(64)', (c) => c.notNull())
    .addColumn('approved_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('approvals_request', ['kind', 'request_id'])
    .execute();
}
