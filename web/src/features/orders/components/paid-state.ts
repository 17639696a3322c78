/** What checkout hands the orders screen after paying: the products just bought. */
export type PaidState = { bought: number[] };

/** The products just paid for, when the orders screen was opened by a payment (and not later, by Back). */
export function boughtJustNow(state: unknown): number[] | null {
  const bought = (state as Partial<PaidState> | null)?.bought;
  return Array.isArray(bought) && bought.every(Number.isSafeInteger) ? bought : null;
}
