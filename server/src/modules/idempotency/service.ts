import { createHash } from 'node:crypto';
import { Codes } from '@crossbay/contract/codes';
import { type ExpressionBuilder, type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Executor, Tx } from '#server/db/executor.ts';
import type { Database } from '#server/db/schema.ts';
import { DAY, nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { deleteKeysBefore, liveKeys, storeAnswers } from './repo.ts';

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

/** Who, which route and key, and the oldest instant a live key was stored at: what `keyColumns` looks up. */
export type KeyLookup = [userId: number, scope: string, key: string, since: string];

export const keyLookup = (request: Keyed): KeyLookup => [
  request.userId,
  request.scope,
  request.key,
  cutoff(),
];

function liveKey<TB extends keyof Database, O>(
  query: SelectQueryBuilder<Database, TB | 'idempotency_keys', O>,
  ...[userId, scope, key, since]: KeyLookup
) {
  return query.where(
    sql<boolean>`idempotency_keys.user_id = ${userId} and idempotency_keys.scope = ${scope}
      and idempotency_keys.key = ${key} and idempotency_keys.created_at >= ${since}`,
  );
}

function keyRow(db: Db | Tx, request: Keyed) {
  return liveKey(db.selectFrom('idempotency_keys'), ...keyLookup(request))
    .select(['fingerprint', 'response'])
    .executeTakeFirst();
}

/**
 * The key's fingerprint and stored answer as two columns of a statement on `users` (the one that
 * takes the buyer's lock), so the idempotency check costs no round trip of its own.
 */
export function keyColumns(eb: ExpressionBuilder<Database, 'users'>, ...lookup: KeyLookup) {
  return [
    liveKey(eb.selectFrom('idempotency_keys'), ...lookup)
      .select('fingerprint')
      .as('key_fingerprint'),
    liveKey(eb.selectFrom('idempotency_keys'), ...lookup)
      .select('response')
      .as('key_response'),
  ] as const;
}

/** What `keyColumns` read: the earlier answer to replay, a refusal, or undefined (do the work). */
export function storedAnswer<T>(
  row: { key_fingerprint: string | null; key_response: string | null },
  request: Keyed,
): { answer: T } | undefined {
  return answerOf<T>({ fingerprint: row.key_fingerprint, response: row.key_response }, request);
}

/** Stores the answer of work done under the buyer's lock after `storedAnswer` found none. */
export async function rememberAnswer(tx: Tx, request: Keyed, answer: unknown): Promise<void> {
  await rememberAnswers(tx, [{ request, answer }]);
}

/** `rememberAnswer` for several requests (of several buyers, each under their lock), in one statement. */
export async function rememberAnswers(tx: Tx, done: { request: Keyed; answer: unknown }[]): Promise<void> {
  const answers = done.map(({ request, answer }) => ({
    userId: request.userId,
    scope: request.scope,
    key: request.key,
    fingerprint: fingerprint(request),
    response: JSON.stringify(answer),
  }));
  await storeAnswers(tx, answers, nowIso());
}

/**
 * The keys of several requests on one route (of several buyers, each under their lock), read in one
 * statement: answers a look-up that gives, per request, what `storedAnswer` gives.
 */
export async function storedAnswers(tx: Executor, requests: Keyed[]) {
  const [first] = requests;
  if (!first || requests.some((r) => r.scope !== first.scope))
    throw new RangeError('storedAnswers reads the keys of one route');
  const rows = await liveKeys(
    tx,
    requests.map((r) => r.userId),
    first.scope,
    requests.map((r) => r.key),
    cutoff(),
  );
  return <T>(request: Keyed) =>
    answerOf<T>(
      rows.find((r) => Number(r.user_id) === request.userId && r.key === request.key),
      request,
    );
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
 * lock (db/lock-buyer.ts): a second request with the same key waits for the lock, then finds the
 * first one's answer (or is refused if its request differs). If the first rolled back, its row was
 * never written and the second does the work. The answer is written with the key, after the work.
 */
export async function once<T>(tx: Tx, request: Keyed, work: () => Promise<T>): Promise<T> {
  const stored = answerOf<T>(await keyRow(tx, request), request);
  if (stored) return stored.answer;
  const result = await work();
  await rememberAnswer(tx, request, result);
  return result;
}

/** Deletes keys older than their lifetime; returns how many. */
export async function sweepIdempotencyKeys(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - KEY_LIFETIME).toISOString();
  return deleteKeysBefore(db, before);
}
