import pg from 'pg';

/**
 * Samples what PostgreSQL's other sessions on the bench database are doing every 100 ms
 * (`pg_stat_activity`: running on CPU, waiting on a lock, on the client, on I/O…); `stop` answers
 * the share of samples of each state, most first.
 */
export async function sampleWaits(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        const { rows } = await client.query(
          `select coalesce(wait_event_type || ':' || wait_event, 'CPU') as what from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid() and state = 'active'`,
        );
        samples += 1;
        for (const r of rows) counts.set(r.what, (counts.get(r.what) ?? 0) + 1);
      } catch {
        // a sample lost is no reason to stop the bench
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return async () => {
    running = false;
    await loop;
    await client.end();
    const sorted = [...counts].sort(([, a], [, b]) => b - a).slice(0, 6);
    return `PostgreSQL sessions busy per sample (${samples} samples): ${sorted
      .map(([what, n]) => `${what} ${(n / Math.max(1, samples)).toFixed(1)}`)
      .join(', ')}`;
  };
}
