import { Codes } from '@crossbay/contract/codes';
import { DomainError } from '#server/lib/domain-error.ts';
import type { CheckoutBuyer } from './repo.ts';

type Line = { productId: number; quantity: number; name: string; unpaidUnits: number };

export type UnpaidLimits = { orders: number; units_per_product: number };

/**
 * Hoarding: an unpaid order holds stock, so a buyer who cannot pay could keep a product from one who
 * can. A checkout is funded when the buyer's balance covers it on top of the orders they already hold
 * unpaid (discount money counts through the totals it lowered): funded, it may take up to the contract's
 * quantity of a line; unfunded, at most `units_per_product` unpaid units of each product, held for a short
 * while only, and its stock gives way to a funded checkout (unfunded-holds.ts). Either way a buyer holds at
 * most `orders` unpaid orders. Preview and create both judge here, create from counts read under the
 * buyer's lock, so racing checkouts are counted one after another. Answers whether the checkout is funded.
 */
export function judgeUnpaidHold(
  limits: UnpaidLimits,
  buyer: CheckoutBuyer,
  checkout: { total: number; orders: number; lines: Line[] },
): { funded: boolean } {
  if (buyer.unpaidOrders + checkout.orders > limits.orders)
    throw new DomainError(Codes.UnpaidLimitReached, 'errors.unpaidLimit.orders', {
      vars: { max: limits.orders },
    });
  if (buyer.balance >= buyer.unpaidTotal + checkout.total) return { funded: true };
  const wanted = new Map<number, Line>();
  for (const line of checkout.lines) {
    const same = wanted.get(line.productId);
    wanted.set(line.productId, { ...line, quantity: line.quantity + (same?.quantity ?? 0) });
  }
  for (const line of wanted.values()) {
    if (line.unpaidUnits + line.quantity > limits.units_per_product)
      throw new DomainError(Codes.UnpaidLimitReached, 'errors.unpaidLimit.units', {
        vars: { max: limits.units_per_product, name: line.name },
      });
  }
  return { funded: false };
}
