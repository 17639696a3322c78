// Logins while heavy pictures are uploaded (issue 35 item 3): per run, 12 uploads of a 4096×4096 PNG from
// 4 buyers start at once while other buyers log in one after another; prints the logins' p50, p95 and max
// during the burst, and what became of the uploads (stored, refused as busy and sent again a second later).
// Usage: npm run uploads -w @crossbay/bench [-- --rounds 3 --logins 2 --before /tmp/old-checkout]
// Each server is a real process on a fresh SQLite database without the demo seed. With `--before <dir>`
// (another checkout of the repository whose node_modules resolve, e.g. a symlink to this one's), the bench
// starts that checkout's server beside this one and alternates the runs between them, round by round.
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type Answer, apiClient } from './support/api-client.ts';
import { benchDatabase } from './support/bench-database.ts';
import { heavyPng } from './support/heavy-png.ts';
import { multipartUpload } from './support/multipart-upload.ts';
import { startServer, stopServer } from './support/server.ts';

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    // Buyers logging in one after another during the burst, each in a loop.
    logins: { type: 'string', default: '2' },
    uploads: { type: 'string', default: '12' },
    uploaders: { type: 'string', default: '4' },
    before: { type: 'string' },
  },
});
const PASSWORD = 'bench-pass';
const BASE_PORT = 4100 + Math.floor(Math.random() * 80) * 2;

type Server = { name: string; port: number; env: NodeJS.ProcessEnv; root: string; stop: () => Promise<void> };

async function startOne(name: string, root: string, port: number): Promise<Server> {
  const { env, drop } = await benchDatabase('sqlite');
  // Each buyer from an address of its own (X-Forwarded-For), as on the internet, not all from loopback.
  const server = await startServer(
    { ...env, SEED_DEMO: 'false', TRUST_PROXY: 'true' },
    port,
    undefined,
    root,
  );
  return {
    name,
    port,
    env: { ...process.env, ...env },
    root,
    stop: async () => {
      await stopServer(server);
      await drop();
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

type Run = {
  p50: number;
  p95: number;
  max: number;
  logins: number;
  failedLogins: number;
  outcome: string;
  load: string;
};

async function run(server: Server, round: number, png: Buffer): Promise<Run> {
  const call = apiClient(`http://127.0.0.1:${server.port}`);
  // Buyers made by the operator: registering through the API needs a mailed code and allows 10 accounts an hour
  // per address.
  const register = async (account: string) => {
    execFileSync(process.execPath, ['server/src/ops/cli.ts', 'user', 'create', account, PASSWORD], {
      cwd: server.root,
      env: server.env,
    });
    const answer = await call<{ userinfo: { token: string } }>('/api/user/login', {
      account,
      password: PASSWORD,
    });
    if (answer.code !== 1) throw new Error(`log in ${account}: ${answer.msg}`);
    return answer.data.userinfo.token;
  };
  const tag = `r${round}${Math.random().toString(36).slice(2, 6)}`;
  const uploaders = await Promise.all(
    Array.from({ length: Number(values.uploaders) }, (_, i) => register(`up${tag}${i}`)),
  );
  const loginAccounts = await Promise.all(
    Array.from({ length: Number(values.logins) }, (_, i) =>
      register(`in${tag}${i}`).then(() => `in${tag}${i}`),
    ),
  );
  const load = loadavg()[0]?.toFixed(1) ?? '?';

  const outcomes = new Map<string, number>();
  let bursting = true;
  const burst = Promise.all(
    Array.from({ length: Number(values.uploads) }, async (_, i) => {
      const token = uploaders[i % uploaders.length] as string;
      const address = `10.1.0.${i % uploaders.length}`;
      let answer = await multipartUpload(server.port, token, png, address);
      // "Busy, try again": the buyer tries again a second later, so every picture is decoded in the end.
      while (answer.status === 429) {
        outcomes.set('busy, sent again', (outcomes.get('busy, sent again') ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 1000));
        answer = await multipartUpload(server.port, token, png, address);
      }
      const label = answer.code === 1 ? 'stored' : `${answer.status}/${answer.code} ${answer.msg}`;
      outcomes.set(label, (outcomes.get(label) ?? 0) + 1);
    }),
  ).finally(() => {
    bursting = false;
  });
  const times: number[] = [];
  let failedLogins = 0;
  await Promise.all(
    loginAccounts.map(async (account, i) => {
      const own = apiClient(`http://127.0.0.1:${server.port}`, { 'x-forwarded-for': `10.2.0.${i}` });
      while (bursting) {
        const started = performance.now();
        const answer: Answer<unknown> = await own('/api/user/login', { account, password: PASSWORD });
        times.push(performance.now() - started);
        if (answer.code !== 1) failedLogins++;
      }
    }),
  );
  await burst;
  const sorted = times.sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    max: sorted.at(-1) ?? Number.NaN,
    logins: sorted.length,
    failedLogins,
    outcome: [...outcomes].map(([label, n]) => `${n} ${label}`).join(', '),
    load: `${load}–${loadavg()[0]?.toFixed(1)}`,
  };
}

const png = heavyPng(4096);
console.log('starting the servers');
console.log(`picture: 4096×4096 PNG, ${(png.length / 1024 / 1024).toFixed(2)} MB`);
const here = resolve(import.meta.dirname, '..');
const servers = [await startOne('this checkout', here, BASE_PORT)];
if (values.before) servers.unshift(await startOne('before', resolve(values.before), BASE_PORT + 1));
const runs = new Map<string, Run[]>(servers.map((s) => [s.name, []]));
try {
  for (let round = 1; round <= Number(values.rounds); round++) {
    for (const server of servers) {
      const result = await run(server, round, png);
      runs.get(server.name)?.push(result);
      console.log(
        `round ${round}, ${server.name}: logins p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms, max ${result.max.toFixed(0)} ms (${result.logins} logins, ${result.failedLogins} failed); uploads: ${result.outcome}; load average ${result.load}`,
      );
    }
  }
  const summary = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return `${s[0]?.toFixed(0)} / ${s[Math.floor(s.length / 2)]?.toFixed(0)} / ${s.at(-1)?.toFixed(0)}`;
  };
  console.log('server | logins p50 ms (min / median / max) | p95 ms | max ms');
  for (const [name, list] of runs) {
    console.log(
      `${name} | ${summary(list.map((r) => r.p50))} | ${summary(list.map((r) => r.p95))} | ${summary(list.map((r) => r.max))}`,
    );
  }
} finally {
  for (const server of servers) await server.stop();
}
