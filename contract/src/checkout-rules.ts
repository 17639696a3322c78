// Without zod, unlike checkout.ts: the bag applies these and must not load the schemas with them.
export type CheckoutKind = { is_virtual: boolean };

/**
 * spec §5: at least one item is selected, and virtual products are not ordered "together with other items":
 * with goods that ship. Card keys of several products go together (issue 34): nothing of theirs ships.
 */
export function itemsProblem(items: CheckoutKind[]): string | null {
  if (items.length === 0) return 'validation.itemsRequired';
  if (items.some((i) => i.is_virtual) && items.some((i) => !i.is_virtual))
    return 'validation.virtualNotMixed';
  return null;
}

/** Goods travel to a shipping address; card keys go to the buyer's card list and need none. */
export function needsAddress(items: CheckoutKind[]): boolean {
  return items.some((i) => !i.is_virtual);
}
