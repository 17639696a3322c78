import { randomInt } from 'node:crypto';

/** A human order number: the UTC date and ten random digits, e.g. 202611221234567890. */
export function orderSerial(prefix = '', at = new Date()): string {
  const date = at.toISOString().slice(0, 10).replace(/-/g, '');
  const random = String(randomInt(0, 1e10)).padStart(10, '0');
  return `${prefix}${date}${random}`;
}
