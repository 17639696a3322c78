import { setTimeout as sleep } from 'node:timers/promises';
import {
  LOGIN_ACCOUNT_FAILURE_LIMIT,
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MINUTES,
} from '@crossbay/contract/account';
import { Codes } from '@crossbay/contract/codes';
import type { StaffLoggedIn, StaffLoginBody, StaffRole } from '@crossbay/contract/staff';
import type { Db } from '#server/db/connect.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { addressKey } from '#server/lib/known-places.ts';
import { verifySecret } from '#server/lib/password.ts';
import { clearFailures, giveBackAttempt, takeAttempt } from '#server/modules/account/service.ts';
import { recordAudit } from '#server/modules/audit-log/service.ts';
import { staffByName, takeTotpStep } from './repo.ts';
import { openStaffSession } from './sessions.ts';
import { type TotpSeal, totpStep } from './totp.ts';

const SCOPE = 'staff_login';
const SLOWDOWN_BASE_MS = 50;
// Compared against when the name is unknown or not enrolled, so every wrong answer takes the same time.
const DUMMY_HASH = 'scrypt$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/**
 * Password and TOTP code together (decision 0118), one answer for any wrong part. Tries are counted before
 * anything is checked, as buyers' logins are (decision 0093): 5 per name and address, 20 per name from anywhere,
 * in a 15-minute window; a wrong code counts as a wrong password.
 */
export async function staffLogin(
  db: Db,
  seal: TotpSeal,
  body: StaffLoginBody,
  address: string,
  idleMinutes: number,
): Promise<StaffLoggedIn> {
  const where = addressKey(address);
  const slot = await takeAttempt(
    db,
    SCOPE,
    [
      { subject: `pair:${body.name}|${where}`, limit: LOGIN_FAILURE_LIMIT },
      { subject: `name:${body.name}`, limit: LOGIN_ACCOUNT_FAILURE_LIMIT },
    ],
    LOGIN_FAILURE_WINDOW_MINUTES,
  );
  if (!slot.allowed)
    throw new DomainError(Codes.TooManyRequests, 'errors.loginThrottled', { httpStatus: 429 });
  const staff = await staffByName(db, body.name);
  const enrolled = staff?.enrolled_at && staff.password_hash && staff.totp_secret ? staff : undefined;
  const passwordRight = await verifySecret(body.password, enrolled?.password_hash ?? DUMMY_HASH);
  const step =
    enrolled && passwordRight
      ? await totpStep(seal.decrypt(enrolled.totp_secret ?? ''), body.code, Date.now() / 1000)
      : null;
  const codeRight =
    enrolled !== undefined && step !== null && (await takeTotpStep(db, Number(enrolled.id), step));
  if (!enrolled || !codeRight) {
    const [pairFailures = 1] = slot.counts;
    await sleep(SLOWDOWN_BASE_MS * 2 ** (pairFailures - 1));
    throw new DomainError(Codes.WrongCredentials, 'errors.staffLoginWrong');
  }
  await giveBackAttempt(db, slot.ids);
  if (enrolled.disabled_at) throw new DomainError(Codes.AccountDisabled, 'errors.staffDisabled');
  await clearFailures(db, SCOPE, `pair:${body.name}|${where}`);
  const id = Number(enrolled.id);
  const token = await openStaffSession(db, id, address);
  await recordAudit(
    db,
    { kind: 'staff', id, name: enrolled.name, address },
    {
      action: 'staff.login',
      objectType: 'staff',
      objectId: id,
    },
  );
  return {
    token,
    staff: { id, name: enrolled.name, role: enrolled.role as StaffRole },
    idle_minutes: idleMinutes,
  };
}
