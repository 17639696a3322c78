import { Codes } from '@crossbay/contract/codes';
import { formatCents } from '@crossbay/contract/money';
import type { BuyerProfile } from '@crossbay/contract/staff';
import type { Db } from '#server/db/connect.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { type AuditActor, recordAudit } from '#server/modules/audit-log/service.ts';

/** A buyer's personal data as staff see it; every reading is written in the audit log (issue 40 item 6). */
export async function buyerProfile(db: Db, actor: AuditActor, buyerId: number): Promise<BuyerProfile> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'account', 'email', 'mobile', 'balance', 'disabled_at', 'created_at'])
    .where('id', '=', buyerId)
    .executeTakeFirst();
  if (!user) throw new DomainError(Codes.NotFound, undefined, { httpStatus: 404 });
  await recordAudit(db, actor, {
    action: 'buyer.read',
    objectType: 'buyer',
    objectId: buyerId,
    after: { fields: ['account', 'email', 'mobile', 'balance'] },
  });
  return {
    id: Number(user.id),
    account: user.account,
    email: user.email,
    mobile: user.mobile,
    balance: formatCents(Number(user.balance)),
    disabled: user.disabled_at !== null,
    created_at: user.created_at,
  };
}
