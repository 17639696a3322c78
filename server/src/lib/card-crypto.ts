import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { Config } from '#server/config.ts';
import { serverSecret } from './secret-file.ts';

export type CardCipher = { encrypt(plain: string): string; decrypt(sealed: string): string };

export function cardKey(config: Pick<Config, 'CARD_KEY_SECRET' | 'DATA_DIR'>): Buffer {
  return serverSecret(config.CARD_KEY_SECRET, config.DATA_DIR, 'card-key.secret');
}

/** AES-256-GCM; the sealed form is `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function cardCipher(key: Buffer): CardCipher {
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown card key format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
