import type { Config } from '#server/config.ts';

const SHARED_SECRETS = [
  ['CARD_KEY_SECRET', 'card-key.secret', 'card keys sealed by one machine cannot be opened by another'],
  ['PAY_CODE_SECRET', 'pay-code.secret', 'a payment code set through one machine is refused by another'],
  ['LOGIN_LINK_SECRET', 'login-link.secret', 'a login link made by one machine is refused by another'],
  [
    'STAFF_TOTP_SECRET',
    'staff-totp.secret',
    'a staff member enrolled through one machine cannot log in on another',
  ],
  [
    'VAPID_PRIVATE_KEY',
    'vapid-keys.json',
    'a browser subscribed through one machine is refused the pushes of another (set VAPID_PUBLIC_KEY too)',
  ],
] as const;

/**
 * What a start on PostgreSQL (possibly several machines) should be told: each secret taken from a
 * file generated in this machine's DATA_DIR, uploads kept in this machine's folder, and workers
 * counting the rate limit alone. Empty when nothing is amiss.
 */
export function startWarnings(
  config: Pick<
    Config,
    | 'DATABASE_URL'
    | 'DATA_DIR'
    | 'FILE_STORE'
    | 'WEB_CONCURRENCY'
    | 'REDIS_URL'
    | (typeof SHARED_SECRETS)[number][0]
  >,
): string[] {
  const warnings: string[] = [];
  if (config.DATABASE_URL) {
    for (const [name, file, consequence] of SHARED_SECRETS) {
      if (config[name]) continue;
      warnings.push(
        `${name} is not set: this machine uses the secret generated in ${config.DATA_DIR}/${file}. ` +
          `Every machine serving this PostgreSQL database must share it through the environment ` +
          `(set the same ${name} on all of them), or ${consequence}.`,
      );
    }
    if (config.FILE_STORE === 'folder') {
      warnings.push(
        `FILE_STORE=folder: uploads and demo pictures are kept in this machine's folders, so another ` +
          `machine serving this PostgreSQL database answers 404 for them. Set FILE_STORE=database on every ` +
          `machine (or share DATA_DIR/uploads and MEDIA_DIR between them).`,
      );
    }
  }
  if (config.WEB_CONCURRENCY > 1 && !config.REDIS_URL) {
    warnings.push(
      `WEB_CONCURRENCY=${config.WEB_CONCURRENCY} without REDIS_URL: each worker counts the API rate limit ` +
        `alone, so an address may make ${config.WEB_CONCURRENCY} times RATE_LIMIT_MAX calls a minute.`,
    );
  }
  return warnings;
}
