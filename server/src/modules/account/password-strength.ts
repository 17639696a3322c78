import { Codes } from '@crossbay/contract/codes';
import zxcvbnCore from '@zxcvbn-ts/core';
import zxcvbnCommon from '@zxcvbn-ts/language-common';
import zxcvbnEnglish from '@zxcvbn-ts/language-en';
import { DomainError } from '#server/lib/domain-error.ts';

// zxcvbn's score 2 means at least a million guesses: every password on its common lists (ranked far below that)
// and their easy variants (a digit added, l33t, a keyboard walk, a year) score 0 or 1. Scores 3 and 4 would also
// refuse many passphrases people remember, for little more against a login held back after 5 failures
// (docs/decisions/0123).
const WEAKEST_ACCEPTED_SCORE = 2;

// The dictionaries take a few hundred milliseconds to load: once, on the first password checked.
let checker: InstanceType<typeof zxcvbnCore.ZxcvbnFactory> | undefined;
const estimator = () => {
  checker ??= new zxcvbnCore.ZxcvbnFactory({
    graphs: zxcvbnCommon.adjacencyGraphs,
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEnglish.dictionary },
  });
  return checker;
};

/** Refuses a password easy to guess; `context` holds the buyer's own words (account, email) and the shop's. */
export function refuseWeakPassword(password: string, context: readonly (string | null | undefined)[]): void {
  const words = ['crossbay', ...context.filter((w): w is string => Boolean(w))];
  if (estimator().check(password, words).score < WEAKEST_ACCEPTED_SCORE) {
    throw new DomainError(Codes.ValidationFailed, 'validation.passwordWeak');
  }
}
