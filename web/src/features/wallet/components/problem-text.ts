import type { TFunction } from 'i18next';
import type { AmountProblem } from './amount-rules.ts';

/** The translated message of a validation problem; amounts in it are written the buyer's way. */
export function problemText(problem: AmountProblem, t: TFunction, money: (amount: string) => string): string {
  const values = Object.fromEntries(Object.entries(problem.values ?? {}).map(([k, v]) => [k, money(v)]));
  return t(problem.key, values);
}
