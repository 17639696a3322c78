import { Codes } from '@crossbay/contract/codes';
import type { Db } from '#server/db/connect.ts';
import type { Executor } from '#server/db/executor.ts';
import { lockBuyer } from '#server/db/lock-buyer.ts';
import { nowIso } from '#server/lib/clock.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import type { PayCodeKey } from '#server/lib/pay-code-hash.ts';
import { eraseAccount, unusablePasswordHash } from '#server/modules/account/close-account.ts';
import { verifyPayCode } from '#server/modules/account/pay-code.ts';
import { forgetAddressesOf } from '#server/modules/addresses/personal-data.ts';
import { hasOpenRefunds } from '#server/modules/after-sales/personal-data.ts';
import { dropPushOf } from '#server/modules/notices/personal-data.ts';
import { unlinkIdentitiesOf } from '#server/modules/oidc/personal-data.ts';
import { hasOpenOrders } from '#server/modules/orders/personal-data.ts';
import { recordSecurityEvent } from '#server/modules/security-log/service.ts';
import { revokeAllSessions } from '#server/modules/session/service.ts';
import { openMoneyOf } from '#server/modules/wallet/personal-data.ts';

/** What stops an account from closing, named by the message that says what to settle. */
async function firstOpenItem(tx: Executor, userId: number): Promise<string | null> {
  const money = await openMoneyOf(tx, userId);
  if (money === 'balance') return 'errors.closeWithBalance';
  if (await hasOpenOrders(tx, userId)) return 'errors.closeWithOpenOrders';
  if (await hasOpenRefunds(tx, userId)) return 'errors.closeWithOpenRefunds';
  if (money === 'recharges') return 'errors.closeWithOpenRecharges';
  if (money === 'withdrawals') return 'errors.closeWithOpenWithdrawals';
  return null;
}

/**
 * Closes the buyer's account (issue 41 item 6, decision 0124): the payment code first, counted and
 * locked out like a payment's; then, under the buyer's lock (payments and withdrawals take it too),
 * refused while money or orders are open, else the personal data erased in one transaction. The ledger,
 * orders, refunds and reviews stay (the law keeps the first ones; reviews show a former buyer).
 * Every session ends after the commit, so the cache is told once nothing can bring them back.
 */
export async function closeAccount(db: Db, payCodes: PayCodeKey, userId: number, payCode: string) {
  await verifyPayCode(db, payCodes, userId, payCode);
  const passwordHash = await unusablePasswordHash();
  await db.transaction().execute(async (tx) => {
    await lockBuyer(tx, db.dialectName, userId);
    const open = await firstOpenItem(tx, userId);
    if (open) throw new DomainError(Codes.AccountHasOpenItems, open);
    await eraseAccount(tx, userId, nowIso(), passwordHash);
    await forgetAddressesOf(tx, userId);
    await dropPushOf(tx, userId);
    await unlinkIdentitiesOf(tx, userId);
    await recordSecurityEvent(tx, 'account_closed', { userId });
  });
  await revokeAllSessions(db, userId);
}
