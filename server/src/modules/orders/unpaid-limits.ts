import { Codes } from '@crossbay/contract/codes';
import type { Executor } from '#server/db/executor.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { setting } from '#server/modules/platform/settings.ts';
import { unpaidOrderCount, unpaidUnits } from './repo.ts';

type Line = { productId: number; quantity: number; name: string };

/**
 * Hoarding: unpaid orders reserve stock for the unpaid window, so a buyer without money
 * could hold a product's whole stock again and again. A checkout may bring the buyer to at most
 * `unpaid_limits.orders` unpaid orders and `units_per_product` unpaid units of each product. Called in
 * the checkout's transaction under the buyer's lock, so racing checkouts are counted one after another.
 */
export async function checkUnpaidLimits(
  tx: Executor,
  userId: number,
  newOrders: number,
  lines: Line[],
): Promise<void> {
  const limits = await setting(tx, 'unpaid_limits');
  if ((await unpaidOrderCount(tx, userId)) + newOrders > limits.orders)
    throw new DomainError(Codes.UnpaidLimitReached, 'errors.unpaidLimit.orders', {
      vars: { max: limits.orders },
    });
  const wanted = new Map<number, Line>();
  for (const line of lines) {
    const same = wanted.get(line.productId);
    wanted.set(line.productId, { ...line, quantity: line.quantity + (same?.quantity ?? 0) });
  }
  const held = await unpaidUnits(tx, userId, [...wanted.keys()]);
  for (const [productId, line] of wanted) {
    if ((held.get(productId) ?? 0) + line.quantity > limits.units_per_product)
      throw new DomainError(Codes.UnpaidLimitReached, 'errors.unpaidLimit.units', {
        vars: { max: limits.units_per_product, name: line.name },
      });
  }
}
