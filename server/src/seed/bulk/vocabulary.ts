import type { CategorySlug } from '@crossbay/contract/catalog';
import words from './vocabulary.json' with { type: 'json' };

export type Script = 'ru' | 'zh' | 'ja' | 'th' | 'ar';

// Product nouns per category and adjectives in the scripts the demo's own sellers write in; Latin
// names come from the demo's product lines (brands, types and their words). Bench catalogue only.
export const NOUNS: Record<Script, Record<CategorySlug, string[]>> = words.nouns;
export const ADJECTIVES: Record<Script, string[]> = words.adjectives;
export const LATIN_WORDS: string[] = words.latinWords;
