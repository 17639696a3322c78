import assert from 'node:assert/strict';
import { Codes } from '@crossbay/contract/codes';
import type { EnrolmentStarted, StaffLoggedIn, StaffRole } from '@crossbay/contract/staff';
import { generateSync } from 'otplib';
import type { App } from '#server/app.ts';
import { MINUTE } from '#server/lib/clock.ts';
import { OPS_ACTOR } from '#server/modules/audit-log/service.ts';
import { createStaff } from '#server/modules/staff/enrolment.ts';
import { postJson } from './test-app.ts';

export const STAFF_PASSWORD = 'staff-pass-1';

// The code an authenticator app shows `offset` seconds from now (a login uses the next step: the one the enrolment
// used is spent).
export const codeFor = (secret: string, offset = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offset });

/** A staff account created as `ops staff create` does, enrolled through the API with a password and TOTP. */
export async function enrolStaff(app: App, name: string, role: StaffRole) {
  const created = await createStaff(app.db, { name, role }, OPS_ACTOR, 'http://shop.test');
  const started = await postJson<EnrolmentStarted>(app, '/api/admin/enrolment', {
    token: created.enrolment_token,
    password: STAFF_PASSWORD,
  });
  assert.equal(started.body.code, Codes.Ok, started.body.msg);
  const { secret } = started.body.data;
  const confirmed = await postJson(app, '/api/admin/enrolment/confirm', {
    token: created.enrolment_token,
    code: codeFor(secret),
  });
  assert.equal(confirmed.body.code, Codes.Ok, confirmed.body.msg);
  return { secret, enrolmentToken: created.enrolment_token };
}

export const staffLogin = (app: App, name: string, code: string, password = STAFF_PASSWORD) =>
  postJson<StaffLoggedIn>(app, '/api/admin/login?lang=en', { name, password, code });

/** An enrolled member's session token (and secret). */
export async function enrolAndLogin(app: App, name: string, role: StaffRole) {
  const { secret } = await enrolStaff(app, name, role);
  const res = await staffLogin(app, name, codeFor(secret, 30));
  assert.equal(res.body.code, Codes.Ok, res.body.msg);
  return { token: res.body.data.token, secret };
}

/** A bank-transfer recharge of the buyer waiting for audit, sent `ageMinutes` ago. */
export async function waitingRecharge(app: App, buyerId: number, amount: number, ageMinutes = 0) {
  const row = await app.db
    .insertInto('recharges')
    .values({
      user_id: buyerId,
      method: 'card',
      network: '',
      address: '',
      amount,
      evidence: '/uploads/proof.webp',
      reference: 'CBTEST0001',
      created_at: new Date(Date.now() - ageMinutes * MINUTE).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** A bank withdrawal of the buyer waiting for audit (its amount is not taken from the balance here). */
export async function waitingWithdrawal(app: App, buyerId: number, amount: number) {
  const row = await app.db
    .insertInto('withdrawals')
    .values({
      user_id: buyerId,
      type: 'bank',
      amount,
      service_charge: 100,
      card_number: '4111111111111111',
      bank_name: 'Kasikorn',
      holder: 'B. Uyer',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
