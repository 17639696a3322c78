import type { CategorySlug } from '@crossbay/contract/catalog';
import { allCategoryLines } from '#server/seed/catalog/lines/all-categories.ts';
import type { Rng } from '#server/seed/catalog/prng.ts';
import { ADJECTIVES, LATIN_WORDS, NOUNS, type Script } from './vocabulary.ts';

// Share of the bench catalogue written in each script other than Latin (the rest is Latin).
const SCRIPTS: [Script, number][] = [
  ['ru', 0.12],
  ['zh', 0.1],
  ['ja', 0.06],
  ['th', 0.08],
  ['ar', 0.08],
];
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXZ';

export type BulkProduct = { name: string; priceRange: [number, number] };

function scriptOf(rng: Rng): Script | 'latin' {
  let roll = rng.next();
  for (const [script, share] of SCRIPTS) {
    if (roll < share) return script;
    roll -= share;
  }
  return 'latin';
}

const modelCode = (rng: Rng) =>
  `${rng.pick([...LETTERS])}${rng.int(1, 9)}${rng.chance(0.5) ? rng.int(0, 99) : ''}`;

/** A product name for `category`, composed from a brand, words, a product noun and a model code. */
export function bulkProduct(rng: Rng, category: CategorySlug): BulkProduct {
  const lines = allCategoryLines.find((c) => c.category === category);
  if (!lines) throw new Error(`no product lines for ${category}`);
  const brand = rng.pick(lines.brands);
  const script = scriptOf(rng);
  if (script === 'latin') {
    const line = rng.pick(lines.lines);
    const words = [brand];
    if (line.before && rng.chance(0.5)) words.push(rng.pick(line.before));
    if (rng.chance(0.3)) words.push(rng.pick(LATIN_WORDS));
    words.push(line.type);
    if (line.after && rng.chance(0.4)) words.push(rng.pick(line.after));
    words.push(modelCode(rng));
    return { name: words.join(' '), priceRange: line.price };
  }
  const noun = rng.pick(NOUNS[script][category]);
  const adjective = rng.chance(0.6) ? rng.pick(ADJECTIVES[script]) : '';
  const joined =
    script === 'zh' || script === 'ja' ? adjective + noun : [adjective, noun].filter(Boolean).join(' ');
  return { name: `${brand} ${joined} ${modelCode(rng)}`, priceRange: [3, 600] };
}
