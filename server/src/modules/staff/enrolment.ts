import { randomBytes } from 'node:crypto';
import { Codes } from '@crossbay/contract/codes';
import {
  type EnrolmentBody,
  type EnrolmentConfirmBody,
  type EnrolmentStarted,
  STAFF_ENROLMENT_HOURS,
  type StaffCreateBody,
  type StaffCreated,
} from '@crossbay/contract/staff';
import type { Db } from '#server/db/connect.ts';
import { HOUR, isoIn, nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { hashSecret } from '#server/lib/password.ts';
import { type AuditActor, recordAudit } from '#server/modules/audit-log/service.ts';
import { insertStaff, staffByEnrolment, takeTotpStep, updateStaff } from './repo.ts';
import { hashStaffToken } from './sessions.ts';
import { newTotpSecret, otpauthUri, type TotpSeal, totpStep } from './totp.ts';

/**
 * A new staff account with no password yet: answers a one-time enrolment link, valid STAFF_ENROLMENT_HOURS, with
 * which its holder sets a password and a second factor. `ops staff create` and the owner's route call this.
 */
export async function createStaff(
  db: Db,
  body: StaffCreateBody,
  actor: AuditActor,
  baseUrl: string,
): Promise<StaffCreated> {
  const token = randomBytes(32).toString('base64url');
  const expires_at = isoIn(STAFF_ENROLMENT_HOURS * HOUR);
  const id = await db.transaction().execute(async (tx) => {
    const created = await insertStaff(tx, {
      name: body.name,
      role: body.role,
      enrol_token_hash: hashStaffToken(token),
      enrol_expires_at: expires_at,
      created_at: nowIso(),
    });
    if (created === null) throw new DomainError(Codes.ValidationFailed, 'errors.staffNameTaken');
    await recordAudit(tx, actor, {
      action: 'staff.create',
      objectType: 'staff',
      objectId: created,
      after: { name: body.name, role: body.role },
    });
    return created;
  });
  const enrolment_url = `${baseUrl.replace(/\/$/, '')}/admin/enrol#${token}`;
  return { id, enrolment_token: token, enrolment_url, expires_at };
}

async function enrolling(db: Db, token: string) {
  const staff = await staffByEnrolment(db, hashStaffToken(token));
  if (!staff || staff.disabled_at || !staff.enrol_expires_at || staff.enrol_expires_at <= nowIso())
    throw new DomainError(Codes.ValidationFailed, 'errors.staffEnrolmentInvalid');
  return staff;
}

/** Sets the password and a new TOTP secret; until a code confirms it, the link stays usable (a lost scan). */
export async function startEnrolment(db: Db, seal: TotpSeal, body: EnrolmentBody): Promise<EnrolmentStarted> {
  const staff = await enrolling(db, body.token);
  const secret = newTotpSecret();
  await updateStaff(db, Number(staff.id), {
    password_hash: await hashSecret(body.password),
    totp_secret: seal.encrypt(secret),
    totp_last_step: null,
  });
  return { name: staff.name, secret, otpauth_uri: otpauthUri(staff.name, secret) };
}

/** A right code proves the app holds the secret: the account is enrolled and the link spent. */
export async function confirmEnrolment(
  db: Db,
  seal: TotpSeal,
  body: EnrolmentConfirmBody,
  address: string | null,
): Promise<void> {
  const staff = await enrolling(db, body.token);
  if (!staff.totp_secret || !staff.password_hash)
    throw new DomainError(Codes.ValidationFailed, 'errors.staffEnrolmentInvalid');
  const step = await totpStep(seal.decrypt(staff.totp_secret), body.code, Date.now() / 1000);
  if (step === null || !(await takeTotpStep(db, Number(staff.id), step)))
    throw new DomainError(Codes.ValidationFailed, 'errors.staffCodeWrong');
  await db.transaction().execute(async (tx) => {
    await updateStaff(tx, Number(staff.id), {
      enrolled_at: nowIso(),
      enrol_token_hash: null,
      enrol_expires_at: null,
    });
    await recordAudit(
      tx,
      { kind: 'staff', id: Number(staff.id), name: staff.name, address },
      {
        action: 'staff.enrol',
        objectType: 'staff',
        objectId: Number(staff.id),
        after: { enrolled: true, second_factor: 'totp' },
      },
    );
  });
}
