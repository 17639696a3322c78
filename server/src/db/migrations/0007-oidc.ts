import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

// Third-party login (OpenID Connect): a login attempt holds the PKCE verifier and the nonce between
// the redirect to the provider and the way back; an identity links a provider's subject to a user.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('oidc_logins')
    .addColumn('state_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('code_verifier', 'varchar(128)', (c) => c.notNull())
    .addColumn('nonce', 'varchar(128)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oidc_logins_expires').on('oidc_logins').column('expires_at').execute();

  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const identities = db.schema.createTable('user_identities') as CreateTableBuilder<string, never>;
  await (isPostgres
    ? identities.addColumn('id', 'bigserial', (c) => c.primaryKey())
    : identities.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
  )
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('issuer', 'varchar(255)', (c) => c.notNull())
    .addColumn('subject', 'varchar(255)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .addUniqueConstraint('user_identities_issuer_subject', ['issuer', 'subject'])
    .execute();
  await db.schema.createIndex('user_identities_user').on('user_identities').column('user_id').execute();
}
