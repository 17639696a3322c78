import type { ProfileBody, UserInfo } from '@crossbay/contract/account';
import { Codes } from '@crossbay/contract/codes';
import { formatCents } from '@crossbay/contract/money';
import type { Db } from '../../db/connect.ts';
import { nowIso } from '../../lib/clock.ts';
import { DomainError } from '../../lib/domain-error.ts';
import { ownsUpload } from '../uploads/service.ts';
import { findUser } from './repo.ts';

export async function userInfo(db: Db, userId: number): Promise<UserInfo> {
  const user = await findUser(db, userId);
  if (!user) throw new DomainError(Codes.Unauthorized, undefined, { httpStatus: 401 });
  return {
    id: Number(user.id),
    account: user.account,
    username: user.username,
    given_name: user.given_name,
    email: user.email,
    mobile: user.mobile,
    avatar: user.avatar,
    kind: user.kind,
    lang: user.lang,
    balance: formatCents(Number(user.balance)),
    discount: {
      total: formatCents(Number(user.bonus_total)),
      usable: formatCents(Number(user.bonus_usable)),
      used: formatCents(Number(user.bonus_used)),
    },
    has_pay_code: user.pay_code_hash !== null,
  };
}

export async function setLanguage(db: Db, userId: number, lang: string): Promise<void> {
  await db.updateTable('users').set({ lang, updated_at: nowIso() }).where('id', '=', userId).execute();
}

/** Names, mobile and avatar; the avatar must be a picture this buyer uploaded. */
export async function updateProfile(db: Db, userId: number, body: ProfileBody): Promise<UserInfo> {
  if (body.avatar && !(await ownsUpload(db, userId, body.avatar))) {
    throw new DomainError(Codes.ValidationFailed, 'validation.avatarInvalid');
  }
  const changes = Object.fromEntries(
    Object.entries(body)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, value === '' ? null : value]),
  );
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', userId)
    .execute();
  return userInfo(db, userId);
}
