import { randomBytes } from 'node:crypto';
import { Codes } from '@crossbay/contract/codes';
import type { Kysely } from 'kysely';
import sharp, { type OutputInfo } from 'sharp';
import type { Db } from '#server/db/connect.ts';
import type { Database } from '#server/db/schema.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import type { FileStore } from '#server/modules/files/store.ts';
import { insertUpload } from './repo.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_UPLOAD_SIDE = 4096;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

export type Stored = { url: string; width: number; height: number };

/**
 * Accepts JPEG, PNG, WebP or GIF by their content (never by name), at most 5 MB and 4096×4096,
 * and keeps only a WebP re-encoding without metadata under a random name.
 */
export async function storeImage(db: Db, files: FileStore, userId: number, bytes: Buffer): Promise<Stored> {
  if (bytes.length > MAX_UPLOAD_BYTES)
    throw new DomainError(Codes.ValidationFailed, 'errors.payloadTooLarge');
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    ({ format, width = 0, height = 0 } = await sharp(bytes, { failOn: 'error' }).metadata());
  } catch {
    throw new DomainError(Codes.ValidationFailed, 'validation.imageInvalid');
  }
  if (!format || !ACCEPTED_FORMATS.has(format))
    throw new DomainError(Codes.ValidationFailed, 'validation.imageInvalid');
  if (width > MAX_UPLOAD_SIDE || height > MAX_UPLOAD_SIDE) {
    throw new DomainError(Codes.ValidationFailed, 'validation.imageTooLarge');
  }
  let webp: { data: Buffer; info: OutputInfo };
  try {
    webp = await sharp(bytes, { failOn: 'error' })
      .rotate()
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new DomainError(Codes.ValidationFailed, 'validation.imageInvalid');
  }
  const url = `/uploads/${randomBytes(16).toString('base64url')}.webp`;
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
