import { formatCents, parseCents } from '@crossbay/contract/cents';
import type { BagItem } from '@crossbay/contract/checkout';

/** Total of the chosen lines, in integer cents, written back as the API's two-place string. */
export function totalOf(items: BagItem[]): string {
  const cents = items.reduce((sum, item) => sum + (parseCents(item.price) ?? 0) * item.quantity, 0);
  return formatCents(cents);
}
