import { resolve } from 'node:path';
import { UPLOAD_PREFIXES } from '@crossbay/contract/upload';
import { type Config, mediaDir } from '#server/config.ts';
import type { Db } from '#server/db/connect.ts';
import { databaseStore } from './database-store.ts';
import { folderStore } from './folder-store.ts';

/** A kept file: what /media/*, /uploads/* and (to its owner) /api/private-uploads/* answer. */
export type StoredFile = { contentType: string; bytes: Buffer; createdAt: Date };

/**
 * Files named by a content hash or a random name under their URL path (`/media/<hash>.webp`,
 * `/uploads/<random>.webp`, `/api/private-uploads/<random>.webp`), so a path never changes content: a second put of a path keeps the first.
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
  return folderStore({ '/media/': mediaDir(config), ...uploadFolders(config) });
}

/** FILE_STORE=folder: public uploads in DATA_DIR/uploads, private ones in DATA_DIR/private-uploads. */
export function uploadFolders(config: Pick<Config, 'DATA_DIR'>) {
  return {
    [UPLOAD_PREFIXES.public]: resolve(config.DATA_DIR, 'uploads'),
    [UPLOAD_PREFIXES.private]: resolve(config.DATA_DIR, 'private-uploads'),
  } as const;
}
