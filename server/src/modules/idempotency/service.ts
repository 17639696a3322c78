import { createHash } from 'node:crypto';
import { Codes } from '@crossbay/contract/codes';
import type { Kysely } from 'kysely';
import type { Tx } from '#server/db/executor.ts';
import type { Database } from '#server/db/schema.ts';
import { DAY, nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { claimKey, deleteKeysBefore, dropExpiredKey, storeAnswer } from './repo.ts';

type Db = Kysely<Database>;
/** A key answers for 24 hours (Stripe's rule); older ones are ignored, then swept. */
export const KEY_LIFETIME = DAY;

/**
 * Left out of the fingerprint, not hashed into it: a payment code has a million values, so an unsalted
 * hash stored beside the key would give the code away; and a retry of a withdrawal carries an email code
 * the first try already used up. The buyer is known by the session; these only guard the first run.
 */
const SECRET_FIELDS = new Set(['pay_password', 'email_code', 'idempotency_key']);

/** One idempotent request: who sent it, on which route (`scope`), with which key and parsed body. */
export type Keyed = { userId: number; scope: string; key: string; body: object };

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([field, v]) => v !== undefined && !SECRET_FIELDS.has(field))
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([field, v]) => [field, canonical(v)]),
  );
}

/** SHA-256 of route, buyer and the parsed body with sorted fields and without the secrets. */
export function fingerprint(request: Keyed): string {
  const text = JSON.stringify([request.scope, request.userId, canonical(request.body)]);
  return createHash('sha256').update(text).digest('hex');
}

const cutoff = () => new Date(Date.now() - KEY_LIFETIME).toISOString();

function keyRow(db: Db | Tx, request: Keyed) {
  return db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'response'])
    .where('user_id', '=', request.userId)
    .where('scope', '=', request.scope)
    .where('key', '=', request.key)
    .where('created_at', '>=', cutoff())
    .executeTakeFirst();
}

/** The stored answer of a finished request with this key, or a refusal if the key came with another one. */
function answerOf<T>(
  row: { fingerprint: string | null; response: string | null } | undefined,
  request: Keyed,
): { answer: T } | undefined {
  if (!row?.response) return undefined;
  if (row.fingerprint !== null && row.fingerprint !== fingerprint(request))
    throw new DomainError(Codes.IdempotencyKeyReused);
  return { answer: JSON.parse(row.response) as T };
}

/**
 * The stored answer of a key already used, read before any step that depends on the state (balance,
 * stock) or uses up a secret (payment code, email code): a replay answers what the first request did.
 */
export async function replayed<T>(db: Db, request: Keyed): Promise<{ answer: T } | undefined> {
  return answerOf<T>(await keyRow(db, request), request);
}

/**
 * Runs `work` once per (buyer, scope, key) inside the caller's transaction, which holds the buyer's
 * lock (db/lock-buyer.ts). The key's row is written first: a second request with the same key waits
 * for the first to commit, then answers the stored result, or is refused if its request differs.
 * If the first rolled back, its row is gone and the second does the work.
 */
export async function once<T>(tx: Tx, request: Keyed, work: () => Promise<T>): Promise<T> {
  // An expired key is free again; under the buyer's lock nobody else is claiming it.
  await dropExpiredKey(tx, request, cutoff());
  if (!(await claimKey(tx, request, fingerprint(request), nowIso()))) {
    const stored = answerOf<T>(await keyRow(tx, request), request);
    if (stored) return stored.answer;
  }
  const result = await work();
  await storeAnswer(tx, request, JSON.stringify(result));
  return result;
}

/** Deletes keys older than their lifetime; returns how many. */
export async function sweepIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - KEY_LIFETIME).toISOString();
  return deleteKeysBefore(db, before);
}
