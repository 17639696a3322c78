import { createHmac, createSecretKey, type KeyObject, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Config } from '#server/config.ts';
import { verifySecret } from './password.ts';
import { serverSecret } from './secret-file.ts';

export type PayCodeKey = KeyObject;

/** A key object made once: `createHmac` given raw bytes builds one on every call. */
export function payCodeKey(config: Pick<Config, 'PAY_CODE_SECRET' | 'DATA_DIR'>): PayCodeKey {
  return createSecretKey(serverSecret(config.PAY_CODE_SECRET, config.DATA_DIR, 'pay-code.secret'));
}

function mac(key: PayCodeKey, salt: Buffer, code: string): Buffer {
  return createHmac('sha256', key).update(salt).update(code).digest();
}

/**
 * A payment code has a million values, so no hash makes a stolen table safe by slowness alone; what
 * protects it is the lock-out after 5 wrong tries and a server secret the database does not hold.
 * HMAC-SHA-256 under that secret with a per-code salt, stored as `hmac$<salt>$<mac>` (base64url):
 * microseconds per check instead of scrypt's ~45 ms, which capped payments near 45 a second.
 */
export function hashPayCode(key: PayCodeKey, code: string): string {
  const salt = randomBytes(16);
  return `hmac$${salt.toString('base64url')}$${mac(key, salt, code).toString('base64url')}`;
}

/** `rehash`: the code matched a hash of the older scrypt kind, to be replaced by `hashPayCode`. */
export async function checkPayCode(
  key: PayCodeKey,
  code: string,
  stored: string,
): Promise<{ matches: boolean; rehash: boolean }> {
  const [scheme, salt, expected] = stored.split('$');
  if (scheme === 'hmac' && salt && expected) {
    const actual = mac(key, Buffer.from(salt, 'base64url'), code);
    const wanted = Buffer.from(expected, 'base64url');
    return { matches: actual.length === wanted.length && timingSafeEqual(actual, wanted), rehash: false };
  }
  const matches = await verifySecret(code, stored);
  return { matches, rehash: matches };
}
