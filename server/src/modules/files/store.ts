import { resolve } from 'node:path';
import { type Config, mediaDir } from '#server/config.ts';
import type { Db } from '#server/db/connect.ts';
import { databaseStore } from './database-store.ts';
import { folderStore } from './folder-store.ts';

/** A kept file: what /media/* and /uploads/* answer. */
export type StoredFile = { contentType: string; bytes: Buffer; createdAt: Date };

/**
 * Files named by a content hash or a random name under their URL path (`/media/<hash>.webp`,
 * `/uploads/<random>.webp`), so a path never changes content: a second put of a path keeps the first.
 */
export interface FileStore {
  has(path: string): Promise<boolean>;
  put(path: string, contentType: string, bytes: Buffer): Promise<void>;
  get(path: string): Promise<StoredFile | undefined>;
}

/**
 * FILE_STORE=folder (the embedded default): MEDIA_DIR and DATA_DIR/uploads on this machine.
 * FILE_STORE=database: the `files` table, which every process on the same database serves.
 */
export function fileStore(config: Pick<Config, 'FILE_STORE' | 'DATA_DIR' | 'MEDIA_DIR'>, db: Db): FileStore {
  if (config.FILE_STORE === 'database') return databaseStore(db);
  return folderStore({ '/media/': mediaDir(config), '/uploads/': resolve(config.DATA_DIR, 'uploads') });
}
