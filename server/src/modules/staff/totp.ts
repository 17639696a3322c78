import { TOTP_DIGITS } from '@crossbay/contract/staff';
import { generateSecret, generateURI, verify } from 'otplib';

// RFC 6238 codes with otplib (decision 0118): SHA-1, 6 digits, 30-second steps, what every authenticator app reads.
const PERIOD = 30;
const ISSUER = 'Crossbay back office';

export const newTotpSecret = (): string => generateSecret();

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
