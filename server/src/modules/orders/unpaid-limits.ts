import { Codes } from '@crossbay/contract/codes';
import { DomainError } from '#server/lib/domain-error.ts';

type Line = { productId: number; quantity: number; name: string; unpaidUnits: number };

/**
 * Hoarding: unpaid orders reserve stock for the unpaid window, so a buyer without money
 * could hold a product's whole stock again and again. A checkout may bring the buyer to at most
 * `unpaid_limits.orders` unpaid orders and `units_per_product` unpaid units of each product. The
 * counts (`unpaidOrders`, each line's `unpaidUnits`) are read in the checkout's transaction under the
 * buyer's lock, so racing checkouts are counted one after another.
 */
export function checkUnpaidLimits(
  limits: { orders: number; units_per_product: number },
  unpaidOrders: number,
  newOrders: number,
  lines: Line[],
): void {
  if (unpaidOrders + newOrders > limits.orders)
    throw new DomainError(Codes.UnpaidLimitReached, 'errors.unpaidLimit.orders', {
      vars: { max: limits.orders },
    });
  const wanted = new Map<number, Line>();
  for (const line of lines) {
    const same = wanted.get(line.productId);
    wanted.set(line.productId, { ...line, quantity: line.quantity + (same?.quantity ?? 0) });
  }
  for (const line of wanted.values()) {
    if (line.unpaidUnits + line.quantity > limits.units_per_product)
      throw new DomainError(Codes.UnpaidLimitReached, 'errors.unpaidLimit.units', {
        vars: { max: limits.units_per_product, name: line.name },
      });
  }
}
