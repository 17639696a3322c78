import type { Rng } from './prng.ts';
import type { CardKey } from './types.ts';

// No 0/O or 1/I, so a buyer can type the number from a screenshot.
const numberAlphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const passwordAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomText(alphabet: string, length: number, rng: Rng): string {
  return Array.from({ length }, () => alphabet[rng.int(0, alphabet.length - 1)]).join('');
}

function cardNumber(rng: Rng): string {
  const groups = Array.from({ length: 3 }, () => randomText(numberAlphabet, 4, rng));
  return `CBX-${groups.join('-')}`;
}

// `issued` is shared by the whole catalog, since a card number must be unique across products.
export function issueCardKeys(count: number, rng: Rng, issued: Set<string>): CardKey[] {
  const keys: CardKey[] = [];
  while (keys.length < count) {
    const number = cardNumber(rng);
    if (issued.has(number)) continue;
    issued.add(number);
    keys.push({ number, password: randomText(passwordAlphabet, 12, rng) });
  }
  return keys;
}
