const segmenter = new Intl.Segmenter('und', { granularity: 'word' });

/**
 * The words of a text as the index keeps them: NFKC, lower case, split by Unicode word rules, which
 * use dictionaries for Chinese, Japanese and Thai ("华为手机" → 华, 为, 手机).
 */
export function searchTerms(text: string): string[] {
  const words: string[] = [];
  for (const part of segmenter.segment(text.normalize('NFKC').toLowerCase())) {
    if (part.isWordLike) words.push(part.segment);
  }
  return words;
}

export const MAX_QUERY_TERMS = 8;
