import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { runOps } from './ops.ts';
import type { RunningServer } from './server.ts';

// Without SMTP_URL the server writes each email to its log, one line per mail.
const MAIL_LINE = 'EMAIL (no SMTP_URL set) to ';

function codesIn(log: string, email: string): string[] {
  const codes: string[] = [];
  for (const line of log.split('\n')) {
    const at = line.indexOf(`${MAIL_LINE}${email.toLowerCase()}:`);
    const code =
      at >= 0 ? /\b(\d{6})\b/.exec(line.slice(at + MAIL_LINE.length + email.length))?.[1] : undefined;
    if (code) codes.push(code);
  }
  return codes;
}

/** How many codes have been mailed to this address so far. */
export function mailedCodeCount(server: RunningServer, email: string): number {
  return codesIn(server.stdout(), email).length;
}

/** The code of the mail after the first `before` ones, read from the server's log as a newcomer would. */
export async function waitForMailedCode(
  server: RunningServer,
  email: string,
  before: number,
): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const code = codesIn(server.stdout(), email)[before];
    if (code) return code;
    await sleep(100);
  }
  throw new Error(`no email code for ${email} in the server log`);
}

function withDatabase<T>(server: RunningServer, use: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(join(server.dataDir, 'crossbay.sqlite'));
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    return use(db);
  } finally {
    db.close();
  }
}

/** Registration asks for an email code only when the operator turns it on in the settings. */
export async function requireEmailCodeAtRegistration(server: RunningServer): Promise<void> {
  const fields = JSON.parse(await runOps(server, 'setting', 'show', 'register_fields')) as Record<
    string,
    string
  >;
  await runOps(
    server,
    'setting',
    'set',
    'register_fields',
    JSON.stringify({ ...fields, email_code: 'required' }),
  );
}

/**
 * The server sends one code per address a minute; the server's own tests cover that window. A journey that
 * needs a second code moves the earlier ones a minute back instead of waiting.
 */
export function ageMailedCodes(server: RunningServer, email: string): void {
  const earlier = new Date(Date.now() - 2 * 60_000).toISOString();
  withDatabase(server, (db) => {
    db.prepare('update verification_codes set created_at = ? where email = ?').run(
      earlier,
      email.toLowerCase(),
    );
  });
}
