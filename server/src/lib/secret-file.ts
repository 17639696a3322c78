import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * A 32-byte server secret: from its environment variable when set, otherwise generated once into
 * the data folder (the embedded default), readable only by the server's user.
 */
export function serverSecret(fromEnv: string | undefined, dataDir: string, fileName: string): Buffer {
  if (fromEnv) return Buffer.from(fromEnv, 'hex');
  const file = resolve(dataDir, fileName);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process created it first; read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'hex');
}
