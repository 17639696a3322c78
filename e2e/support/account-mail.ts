import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as sleep } from 'node:timers/promises';
import { runOps } from './ops.ts';
import type { RunningServer } from './server.ts';

// Without SMTP_URL the server writes each email to its log, one line per mail.
const MAIL_LINE = 'EMAIL (no SMTP_URL set) to ';

// The server's log is kept as a tail (support/server.ts): a mail line read once is remembered here, so that the
// count of codes mailed so far stays right after the line has left the tail.
const mailsRead = new WeakMap<RunningServer, { lines: Set<string>; mails: { to: string; code: string }[] }>();

function codesIn(server: RunningServer, email: string): string[] {
  let read = mailsRead.get(server);
  if (!read) {
    read = { lines: new Set(), mails: [] };
    mailsRead.set(server, read);
  }
  // Each log line is a JSON object; the tail's first line may be cut, and is then not one.
  for (const line of server.stdout().split('\n')) {
    const at = line.indexOf(MAIL_LINE);
    if (at < 0 || !line.startsWith('{') || read.lines.has(line)) continue;
    read.lines.add(line);
    const rest = line.slice(at + MAIL_LINE.length);
    const colon = rest.indexOf(':');
    const code = /\b(\d{6})\b/.exec(rest.slice(colon + 1))?.[1];
    if (colon > 0 && code) read.mails.push({ to: rest.slice(0, colon), code });
  }
  const to = email.toLowerCase();
  return read.mails.filter((mail) => mail.to === to).map((mail) => mail.code);
}

/** How many codes have been mailed to this address so far. */
export function mailedCodeCount(server: RunningServer, email: string): number {
  return codesIn(server, email).length;
}

/** The code of the mail after the first `before` ones, read from the server's log as a newcomer would. */
export async function waitForMailedCode(
  server: RunningServer,
  email: string,
  before: number,
): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const code = codesIn(server, email)[before];
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
