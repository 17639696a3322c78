export type TextDirection = 'ltr' | 'rtl';

// Arabic is the only right-to-left locale among the 14 (spec §1); the others are listed so that a
// regional tag such as ar-EG or a future locale gets the right direction without touching this file.
const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'ur']);

export function directionOf(lang: string): TextDirection {
  const base = lang.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return RTL_LANGUAGES.has(base) ? 'rtl' : 'ltr';
}

const FIRST_LETTER = /\p{L}/u;
const RTL_SCRIPT = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}]/u;

/**
 * The direction of a piece of text by its first letter (what dir="auto" does, but Chromium's dir="auto"
 * does not look inside child elements such as a search highlight's <mark>).
 */
export function textDirection(text: string): TextDirection {
  const first = FIRST_LETTER.exec(text)?.[0];
  return first && RTL_SCRIPT.test(first) ? 'rtl' : 'ltr';
}
