import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { DAY } from '#server/lib/clock.ts';

// A device or address an account logged in from stays known this long (docs/decisions/0093).
export const KNOWN_DAYS = 180;
// Successful logins' addresses are rows of `attempts` (the account module's) in this scope.
export const KNOWN_SCOPE = 'login_known';

/** The `attempts` subject that records an account's known address. */
export const knownAddressSubject = (accountKey: string, address: string) => `${accountKey}|${address}`;

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

/** A signed "known device" cookie for the account, set at a successful login; HttpOnly, for the API. */
export function knownDeviceCookie(secret: Buffer, accountKey: string, secure: boolean): string {
  const nonce = randomBytes(12).toString('base64url');
  const expires = Date.now() + KNOWN_DAYS * DAY;
  const value = `${nonce}.${expires}.${sign(secret, `${accountKey}\n${nonce}\n${expires}`)}`;
  return [
    `${deviceCookieName(secret, accountKey)}=${value}`,
    // The login and the email codes (ems) both ask whether the device is known.
    'Path=/api',
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
