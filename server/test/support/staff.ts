import type { App } from '#server/app.ts';
import { MINUTE } from '#server/lib/clock.ts';

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
