import type { DialectName } from '#server/db/connect.ts';

/**
 * The dialects a run covers: TEST_DIALECTS=sqlite,postgres (default sqlite). PostgreSQL needs
 * TEST_PG_ADMIN_URL, a server where each suite creates and drops its own database.
 */
export const dialects: DialectName[] = (process.env.TEST_DIALECTS ?? 'sqlite')
  .split(',')
  .map((d) => d.trim())
  .filter((d): d is DialectName => d === 'sqlite' || d === 'postgres');
