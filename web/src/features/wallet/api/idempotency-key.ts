/**
 * A fresh idempotency key. crypto.randomUUID exists only in secure contexts; getRandomValues everywhere.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
