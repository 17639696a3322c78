import type { Insertable } from 'kysely';
import type { Db } from '#server/db/connect.ts';
import type { PromoCodesTable } from '#server/db/schema.ts';
import { insertPromoCode } from './repo.ts';

/** A promo code an operator adds (`npm run ops -- promo add`). */
export async function addPromoCode(db: Db, promo: Insertable<PromoCodesTable>): Promise<void> {
  await insertPromoCode(db, promo);
}
