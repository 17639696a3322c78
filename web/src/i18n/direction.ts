export type TextDirection = 'ltr' | 'rtl';

// Arabic is the only right-to-left locale among the 14 (spec §1); the others are listed so that a
// regional tag such as ar-EG or a future locale gets the right direction without touching this file.
const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'ur']);

export function directionOf(lang: string): TextDirection {
  const base = lang.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return RTL_LANGUAGES.has(base) ? 'rtl' : 'ltr';
}
