import {
  isTransferAccountComplete,
  type RechargeAccountInfo,
  TransferAccount,
} from '@crossbay/contract/transfer-account';
import type { Kysely } from 'kysely';
import type { Executor } from '#server/db/executor.ts';
import type { Database } from '#server/db/schema.ts';
import { setting } from '#server/modules/platform/settings.ts';
import { referenceFor } from './transfer-reference.ts';

/** The platform's receiving bank account, or null while the operator has not set a complete one. */
export async function receivingAccount(db: Executor): Promise<TransferAccount | null> {
  const parsed = TransferAccount.safeParse(await setting(db, 'recharge_bank_account'));
  return parsed.success && isTransferAccountComplete(parsed.data) ? parsed.data : null;
}

/** GET /api/user/recharge_account: where to send a manual transfer, and the caller's own reference. */
export async function rechargeAccountInfo(
  db: Kysely<Database>,
  userId: number,
): Promise<RechargeAccountInfo> {
  const [bank, reference] = await Promise.all([receivingAccount(db), referenceFor(db, userId)]);
  return { bank, reference };
}
