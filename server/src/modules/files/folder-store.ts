import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { type FilePrefix, splitPath } from './file-paths.ts';
import type { FileStore } from './store.ts';

const CONTENT_TYPES: Record<string, string> = { '.webp': 'image/webp' };

/** Files on this machine's disk, one folder per URL prefix. */
export function folderStore(folders: Record<FilePrefix, string>): FileStore {
  const fileOf = (path: string): string | undefined => {
    const parts = splitPath(path);
    return parts && resolve(folders[parts.prefix], parts.name);
  };
  return {
    has: async (path) => {
      const file = fileOf(path);
      return file !== undefined && existsSync(file);
    },
    put: async (path, _contentType, bytes) => {
      const file = fileOf(path);
      if (!file) throw new Error(`not a file store path: ${path}`);
      if (existsSync(file)) return;
      mkdirSync(resolve(file, '..'), { recursive: true });
      // Written aside and renamed, so a server sharing the folder never serves half a file.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, bytes);
      renameSync(partial, file);
    },
    get: async (path) => {
      const file = fileOf(path);
      if (!file) return undefined;
      try {
        const [bytes, info] = await Promise.all([readFile(file), stat(file)]);
        const contentType = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
        return { contentType, bytes, createdAt: info.mtime };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}
