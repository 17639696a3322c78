import { parseArgs } from 'node:util';
import { loadConfig, sqliteFile } from '#server/config.ts';
import { connect } from '#server/db/connect.ts';
import { emptyDatabase } from '#server/db/empty-database.ts';
import { migrateToLatest } from '#server/db/migrate.ts';
import { growCatalog } from './bulk/grow-catalog.ts';
import { seedDemo, seedIfEmpty } from './seed.ts';

// `npm run seed` seeds an empty database; `--reset` empties it first; `--products N` grows the
// catalog to N products for benchmarks.
const { values } = parseArgs({
  options: { reset: { type: 'boolean', default: false }, products: { type: 'string' } },
});
const config = loadConfig();
const db = connect({ databaseUrl: config.DATABASE_URL, sqliteFile: sqliteFile(config) });
const log = {
  info: (...args: unknown[]) =>
    console.log(...args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a)))),
};
try {
  await migrateToLatest(db);
  if (values.reset) {
    await emptyDatabase(db);
    await seedDemo(db, config, log);
  } else if (!(await seedIfEmpty(db, config, log)) && !values.products) {
    console.log('the database is already seeded; use --reset to start again');
  }
  if (values.products) await growCatalog(db, Number(values.products), log);
} finally {
  await db.destroy();
}
