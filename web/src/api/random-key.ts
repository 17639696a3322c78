/**
 * 32 random hex characters: idempotency keys, device ids. crypto.randomUUID exists only in a secure
 * context (https or localhost), so a phone opening the shop at http://192.168.x.x would not have it;
 * getRandomValues exists everywhere.
 */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
