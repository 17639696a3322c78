import { createHmac } from 'node:crypto';

export const COURIER_SECRET = 'kerry-secret-for-the-browser-tests';
/** The server setting that makes Kerry's webhook take scans signed with COURIER_SECRET. */
export const COURIER_ENV = { CARRIER_WEBHOOK_SECRETS: `kerry=${COURIER_SECRET}` };

/**
 * A courier's scan sent to the shop's webhook as Kerry would sign it (decision 0096); `at` is the signed
 * timestamp in seconds (now unless given: an old one is a replay).
 */
export async function courierScan(
  baseURL: string,
  scan: Record<string, string>,
  { secret = COURIER_SECRET, at = Math.floor(Date.now() / 1000) }: { secret?: string; at?: number } = {},
) {
  const body = JSON.stringify(scan);
  const timestamp = String(at);
  return fetch(`${baseURL}/api/carrier/webhook/kerry`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-carrier-timestamp': timestamp,
      'x-carrier-signature': createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex'),
    },
    body,
  });
}
