import { RefundBody, refundAmountRefusal } from '@crossbay/contract/after-sales';
import { formatCents, parseCents } from '@crossbay/contract/cents';

/** What is wrong with a refund amount: a message key of this area, with its values. */
export type RefundAmountProblem = { key: string; values?: Record<string, string> };

/**
 * spec §5: the amount is required and not negative (the contract's schema), asks for something and no more
 * than the order may still give back (the contract's rule, the same the server applies).
 */
export function refundAmountProblem(
  text: string | undefined,
  refundable: string,
): RefundAmountProblem | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { key: 'validation.refundAmountRequired' };
  const parsed = RefundBody.shape.amount.safeParse(trimmed);
  if (!parsed.success) return { key: parsed.error.issues[0]?.message ?? 'validation.refundAmountInvalid' };
  const refusal = refundAmountRefusal(parsed.data, parseCents(refundable) ?? 0);
  return refusal ? { key: refusal, values: { max: refundable } } : null;
}

/**
 * The amount the form starts with: the one the order page put in the route, when the order can still give
 * that much back; otherwise everything that is refundable. Always two decimals ("12.50").
 */
export function initialRefundAmount(fromRoute: string | undefined, refundable: string): string {
  const most = parseCents(refundable) ?? 0;
  const asked = parseCents(fromRoute ?? '');
  return formatCents(asked !== null && asked > 0 && asked <= most ? asked : most);
}
