import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { UPLOAD_PREFIXES } from '@crossbay/contract/upload';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/connect.ts';
import { splitPath } from '#server/modules/files/file-paths.ts';
import { uploadFolders } from '#server/modules/files/store.ts';
import { privateUploadPaths } from './repo.ts';

// A dot file: the store never serves one.
const DONE = '.moved-from-public';

/**
 * FILE_STORE=folder: the files migration 0036 made private move from DATA_DIR/uploads to DATA_DIR/private-uploads,
 * so their old public URL answers 404 (docs/decisions/0120). Once: a marker file says it is done, and the next
 * start reads nothing. Several processes starting at once are safe: a file another one moved is skipped.
 */
export async function movePrivateUploads(
  config: Pick<Config, 'FILE_STORE' | 'DATA_DIR'>,
  db: Db,
): Promise<void> {
  if (config.FILE_STORE !== 'folder') return;
  const folders = uploadFolders(config);
  const into = folders[UPLOAD_PREFIXES.private];
  if (existsSync(resolve(into, DONE))) return;
  mkdirSync(into, { recursive: true });
  for (const path of await privateUploadPaths(db)) {
    const name = splitPath(path)?.name;
    if (!name) continue;
    try {
      renameSync(resolve(folders[UPLOAD_PREFIXES.public], name), resolve(into, name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  writeFileSync(resolve(into, DONE), '');
}
