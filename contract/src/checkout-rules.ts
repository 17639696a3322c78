// Without zod, unlike checkout.ts: the bag applies these and must not load the schemas with them.
export type CheckoutKind = { is_virtual: boolean };

/** spec §5: at least one item is selected, and a virtual product is ordered on its own. */
export function itemsProblem(items: CheckoutKind[]): string | null {
  if (items.length === 0) return 'validation.itemsRequired';
  if (items.length > 1 && items.some((i) => i.is_virtual)) return 'validation.virtualNotMixed';
  return null;
}

/** Goods travel to a shipping address; card keys go to the buyer's card list and need none. */
export function needsAddress(items: CheckoutKind[]): boolean {
  return items.some((i) => !i.is_virtual);
}
