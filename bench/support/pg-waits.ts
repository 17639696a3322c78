import pg from 'pg';

/**
 * Samples what PostgreSQL's other sessions on the bench database are doing every 100 ms
 * (`pg_stat_activity`: running on CPU, waiting on a lock or on I/O, or idle inside a transaction while
 * the server works out its next statement: `server:idle in transaction`); `stop` answers the sessions
 * in each state per sample, most first, and the statements most often waiting for a row lock.
 */
export async function sampleWaits(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const counts = new Map<string, number>();
  const waiters = new Map<string, number>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      try {
        const { rows } = await client.query(
          `select case when state = 'active' then coalesce(wait_event_type || ':' || wait_event, 'CPU')
                  else 'server:' || state end as what,
                  case when wait_event_type = 'Lock' then left(regexp_replace(query, '\\s+', ' ', 'g'), 70) end as waiter
           from pg_stat_activity
           where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
        );
        samples += 1;
        for (const r of rows) {
          counts.set(r.what, (counts.get(r.what) ?? 0) + 1);
          if (r.waiter) waiters.set(r.waiter, (waiters.get(r.waiter) ?? 0) + 1);
        }
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
    const share = (n: number) => (n / Math.max(1, samples)).toFixed(1);
    const top = (map: Map<string, number>, n: number) => [...map].sort(([, a], [, b]) => b - a).slice(0, n);
    const busy = top(counts, 6).map(([what, n]) => `${what} ${share(n)}`);
    const locked = top(waiters, 4).map(([query, n]) => `\n  ${share(n)} × ${query}`);
    return `PostgreSQL sessions busy per sample (${samples} samples): ${busy.join(', ')}${
      locked.length ? `\nwaiting for a lock, by statement:${locked.join('')}` : ''
    }`;
  };
}
