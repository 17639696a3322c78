import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import webpush from 'web-push';
import type { Config } from '#server/config.ts';

export type Vapid = { publicKey: string; privateKey: string; subject: string };

const KEYS_FILE = 'vapid-keys.json';

/**
 * The server's VAPID identity: the key pair from the environment, or generated once into the data folder like
 * the other secrets (readable only by the server's user; every process of the machine reads the same file).
 */
export function vapidOf(config: Config): Vapid {
  const subject =
    config.VAPID_SUBJECT ?? `mailto:${/<([^>]+)>/.exec(config.MAIL_FROM)?.[1] ?? config.MAIL_FROM}`;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  const file = resolve(config.DATA_DIR, KEYS_FILE);
  if (!existsSync(file)) {
    mkdirSync(config.DATA_DIR, { recursive: true });
    try {
      writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process created it first; read theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const keys = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject };
}
