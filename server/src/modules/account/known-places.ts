import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIPv6 } from 'node:net';
import type { Db } from '#server/db/connect.ts';
import { DAY } from '#server/lib/clock.ts';
import { recentFailures, rememberSubject } from './attempts-repo.ts';

// A device or address the owner logged in from stays known this long.
const KNOWN_DAYS = 180;
const KNOWN_SCOPE = 'login_known';

/**
 * The part of a client address that counts: an IPv4 address whole, an IPv6 address by its /64, which one
 * subscriber is given whole (a guesser would otherwise have 2^64 addresses).
 */
export function addressKey(address: string): string {
  const v4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (v4) return v4;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => Number.parseInt(g || '0', 16).toString(16))
    .join(':')}::/64`;
}

const sign = (secret: Buffer, text: string) =>
  createHmac('sha256', secret).update(`known-device\n${text}`).digest('base64url');

/** The cookie that marks this device as one the account logged in from (one per account on a device). */
export function deviceCookieName(secret: Buffer, accountKey: string): string {
  return `cb_device_${sign(secret, accountKey).slice(0, 16)}`;
}

/** A signed "known device" cookie for the account, set at a successful login; HttpOnly, for the login path. */
export function knownDeviceCookie(secret: Buffer, accountKey: string, secure: boolean): string {
  const nonce = randomBytes(12).toString('base64url');
  const expires = Date.now() + KNOWN_DAYS * DAY;
  const value = `${nonce}.${expires}.${sign(secret, `${accountKey}\n${nonce}\n${expires}`)}`;
  return [
    `${deviceCookieName(secret, accountKey)}=${value}`,
    'Path=/api/user',
    `Max-Age=${KNOWN_DAYS * 24 * 3600}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** This device's id for the account (the cookie's nonce) when its cookie is genuine and current, else null. */
export function knownDevice(
  secret: Buffer,
  accountKey: string,
  cookieHeader: string | undefined,
): string | null {
  const name = `${deviceCookieName(secret, accountKey)}=`;
  const raw = cookieHeader
    ?.split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(name))
    ?.slice(name.length);
  const [nonce, expires, signature] = raw?.split('.') ?? [];
  if (!nonce || !expires || !signature || Number(expires) <= Date.now()) return null;
  const expected = Buffer.from(sign(secret, `${accountKey}\n${nonce}\n${expires}`));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? nonce : null;
}

/** Whether the account logged in from this address (its key) within the last KNOWN_DAYS. */
export async function isKnownAddress(db: Db, accountKey: string, address: string): Promise<boolean> {
  // Rows of this scope are successful logins, counted as attempts are.
  const [n = 0] = await recentFailures(db, KNOWN_SCOPE, [`${accountKey}|${address}`], KNOWN_DAYS * 24 * 60);
  return n > 0;
}

/** Remembers a successful login's address for the account (one row, renewed). */
export async function rememberAddress(db: Db, accountKey: string, address: string): Promise<void> {
  await rememberSubject(db, KNOWN_SCOPE, `${accountKey}|${address}`);
}
