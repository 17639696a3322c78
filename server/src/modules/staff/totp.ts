import { TOTP_DIGITS } from '@crossbay/contract/staff';
import { generateSecret, generateURI, verify } from 'otplib';
import type { Config } from '#server/config.ts';
import { type CardCipher, cardCipher } from '#server/lib/card-crypto.ts';
import { serverSecret } from '#server/lib/secret-file.ts';

// RFC 6238 codes with otplib (decision 0118): SHA-1, 6 digits, 30-second steps, what every authenticator app reads.
const PERIOD = 30;
const ISSUER = 'Crossbay back office';

export const newTotpSecret = (): string => generateSecret();

/**
 * TOTP secrets are kept sealed (AES-256-GCM, the card keys' cipher) under a key outside the database: a copy of
 * the database alone, or a backup, cannot make a staff member's codes.
 */
export type TotpSeal = CardCipher;

export function totpSeal(config: Pick<Config, 'STAFF_TOTP_SECRET' | 'DATA_DIR'>): TotpSeal {
  return cardCipher(serverSecret(config.STAFF_TOTP_SECRET, config.DATA_DIR, 'staff-totp.secret'));
}

export const otpauthUri = (name: string, secret: string): string =>
  generateURI({ issuer: ISSUER, label: name, secret, digits: TOTP_DIGITS, period: PERIOD });

/**
 * The time step a code is right for, or null: this step or one either side (a phone's clock a little off).
 * The caller keeps the step, so the same code is refused the second time.
 */
export async function totpStep(secret: string, code: string, epochSeconds: number): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    digits: TOTP_DIGITS,
    period: PERIOD,
    epoch: epochSeconds,
    epochTolerance: PERIOD,
  });
  return result.valid && 'timeStep' in result ? Number(result.timeStep) : null;
}
