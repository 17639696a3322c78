import { randomBytes } from 'node:crypto';
import { Codes } from '@crossbay/contract/codes';
import { UPLOAD_PREFIXES, type UploadAccess } from '@crossbay/contract/upload';
import type { Kysely } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { Database } from '#server/db/schema.ts';
import type { BoundedQueue } from '#server/lib/bounded-queue.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import type { FileStore, StoredFile } from '#server/modules/files/store.ts';
import { checkPictureHeader, reencodeAsWebp } from './decode.ts';
import { countUpload, insertUpload, uploadsOnDay } from './repo.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export type Stored = { url: string; width: number; height: number };

export type Uploads = {
  db: Db;
  files: FileStore;
  /** The pictures this process decodes at once, and those waiting for their turn (decision 0098). */
  decoding: BoundedQueue;
  perBuyerPerDay: number;
};

const busy = () => new DomainError(Codes.TooManyRequests, 'errors.uploadBusy', { httpStatus: 429 });

/** A full queue refuses before the file is read: a buyer told to try again costs no parsing of 5 MB. */
export function refuseWhenBusy(uploads: Uploads): void {
  if (uploads.decoding.full) throw busy();
}

/**
 * Accepts JPEG, PNG, WebP or GIF by their content (never by name), at most 5 MB and 4096×4096,
 * and keeps only a WebP re-encoding without metadata under a random name, in the public or the private folder. The checks that cost nothing come
 * first; decoding waits for its turn in the process's queue, and a full queue or a buyer past the day's
 * quota is refused with nothing kept.
 */
export async function storeImage(
  uploads: Uploads,
  userId: number,
  bytes: Buffer,
  access: UploadAccess,
): Promise<Stored> {
  const { db, files, decoding, perBuyerPerDay } = uploads;
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw new DomainError(Codes.ValidationFailed, 'errors.payloadTooLarge');
  await checkPictureHeader(bytes);
  const day = nowIso().slice(0, 10);
  const overQuota = () =>
    new DomainError(Codes.UploadLimitReached, undefined, { vars: { max: perBuyerPerDay } });
  // Read first, so a buyer past the quota costs no decoding; counted for good only once decoded.
  if ((await uploadsOnDay(db, userId, day)) >= perBuyerPerDay) throw overQuota();
  const webp = await decoding.run(() => reencodeAsWebp(bytes), busy);
  if (!(await countUpload(db, userId, day, perBuyerPerDay))) throw overQuota();
  const url = `${UPLOAD_PREFIXES[access]}${randomBytes(16).toString('base64url')}.webp`;
  await files.put(url, 'image/webp', webp.data);
  await insertUpload(db, {
    user_id: userId,
    path: url,
    width: webp.info.width,
    height: webp.info.height,
    bytes: webp.data.length,
    created_at: nowIso(),
  });
  return { url, width: webp.info.width, height: webp.info.height };
}

/** An uploaded picture that the caller owns, so one buyer cannot attach another's files. */
export async function ownsUpload(db: Db, userId: number, url: string): Promise<boolean> {
  const row = await db
    .selectFrom('uploads')
    .select('id')
    .where('path', '=', url)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A private upload (a proof, evidence, certificate) for its owner; for anyone else, or a path never uploaded,
 * nothing, so a stranger cannot tell the two apart. Staff will read through `privateFileForStaff`.
 */
export async function privateFileFor(
  uploads: Pick<Uploads, 'db' | 'files'>,
  userId: number | undefined,
  path: string,
): Promise<StoredFile | undefined> {
  if (userId === undefined || !(await ownsUpload(uploads.db, userId, path))) return undefined;
  return uploads.files.get(path);
}

/**
 * The seam for staff (docs/decisions/0120): a private upload read without an owner check. Only the ops CLI calls
 * it today (`ops upload save`); the back office, once staff accounts exist, calls it after its own check.
 */
export async function privateFileForStaff(files: FileStore, path: string): Promise<StoredFile | undefined> {
  return path.startsWith(UPLOAD_PREFIXES.private) ? files.get(path) : undefined;
}

/** Evidence and pictures must all be the caller's own uploads; a foreign or unknown one is refused. */
export async function requireOwnUploads(
  db: Kysely<Database>,
  userId: number,
  urls: readonly string[],
): Promise<void> {
  if (urls.length === 0) return;
  const rows = await db
    .selectFrom('uploads')
    .select('path')
    .where('path', 'in', [...urls])
    .where('user_id', '=', userId)
    .execute();
  const owned = new Set(rows.map((r) => r.path));
  if (!urls.every((url) => owned.has(url)))
    throw new DomainError(Codes.ValidationFailed, 'validation.uploadAgain');
}
