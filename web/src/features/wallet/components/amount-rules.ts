import { type DecimalSeparator, parseCents, parseTypedCents } from '@crossbay/contract/cents';
import { rechargeAmountRefusal, serviceCharge, withdrawalAmountRefusal } from '@crossbay/contract/wallet';

/** What is wrong with an amount: a contract message key (`validation.*`), with its values. */
export type AmountProblem = { key: string; values?: Record<string, string> };

/**
 * spec §5 recharge: a correct amount — positive, two decimals at most, within the network's minimum and
 * maximum (the server checks the same against the same numbers). Limits are "12.50" strings.
 */
export function rechargeAmountProblem(
  text: string | undefined,
  limits: { min: string; max: string } | null,
  decimal: DecimalSeparator = '.',
): AmountProblem | null {
  const cents = parseTypedCents(text ?? '', decimal);
  if (cents === null) return { key: 'validation.amountInvalid' };
  const refusal = rechargeAmountRefusal(cents, {
    min_cents: limits ? (parseCents(limits.min) ?? 0) : 0,
    max_cents: limits ? (parseCents(limits.max) ?? Number.MAX_SAFE_INTEGER) : Number.MAX_SAFE_INTEGER,
  });
  return refusal && ('vars' in refusal ? { key: refusal.key, values: refusal.vars } : { key: refusal.key });
}

export type ChargeRule = { rate_basis_points: number; min: string };

/** The service charge and the actual arrival of a withdrawal, in cents; null while the amount is not one. */
export function withdrawalArrival(
  text: string | undefined,
  rule: ChargeRule,
  decimal: DecimalSeparator = '.',
): { charge: number; arrival: number } | null {
  const cents = parseTypedCents(text ?? '', decimal);
  if (cents === null || cents <= 0) return null;
  const charge = serviceCharge(cents, {
    rate_basis_points: rule.rate_basis_points,
    min_cents: parseCents(rule.min) ?? 0,
  });
  return { charge, arrival: cents - charge };
}

/**
 * spec §5 withdrawal: not empty, not zero, not negative, not above the balance, two decimals at most; and
 * more than the service charge, or nothing would arrive.
 */
export function withdrawalAmountProblem(
  text: string | undefined,
  balance: string,
  rule: ChargeRule,
  decimal: DecimalSeparator = '.',
): AmountProblem | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return { key: 'validation.amountRequired' };
  const cents = parseTypedCents(trimmed, decimal, { allowNegative: true });
  if (cents === null) return { key: 'validation.amountInvalid' };
  if (cents < 0) return { key: 'validation.amountNegative' };
  if (cents === 0) return { key: 'validation.amountZero' };
  const refusal = withdrawalAmountRefusal(cents, parseCents(balance) ?? 0, {
    rate_basis_points: rule.rate_basis_points,
    min_cents: parseCents(rule.min) ?? 0,
  });
  if (!refusal) return null;
  return 'vars' in refusal ? { key: refusal.key, values: refusal.vars } : { key: refusal.key };
}
