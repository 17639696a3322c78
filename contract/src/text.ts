import { z } from 'zod';

// What a buyer's text may not hold (docs/decisions/0090): C0 and C1 control characters and DEL (a
// terminal obeys them: escape sequences, carriage return, backspace), the bidi embeddings, overrides and
// isolates U+202A–U+202E and U+2066–U+2069 (they reorder what is shown around them: "Trojan Source"),
// and lone surrogates (no character at all). The marks U+200E, U+200F and U+061C, and the joiners, stay:
// Arabic and emoji need them and they reorder nothing beyond themselves.
const CONTROL = /(?![\t\n\r])[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;
// Tabs and line breaks: kept in long texts (a review, a complaint), refused on one line (a name, an area).
const LINE_BREAK = /[\t\n\r\u2028\u2029]/;

export const TEXT_TOO_LONG = 'validation.textTooLong';
export const TEXT_LINE_BREAK = 'validation.textLineBreak';
export const TEXT_CONTROL = 'validation.textControl';

function buyerText(max: number, lines: boolean, requiredKey?: string) {
  const base = requiredKey
    ? z.string({ error: requiredKey }).trim().min(1, { error: requiredKey })
    : z.string().trim();
  return base
    .max(max, { error: TEXT_TOO_LONG })
    .refine((text) => !CONTROL.test(text), { error: TEXT_CONTROL })
    .refine((text) => lines || !LINE_BREAK.test(text), { error: TEXT_LINE_BREAK });
}

/**
 * One line a buyer types (a name, an area, a bank name): trimmed, at most `max` characters, no tab or
 * line break, no control or bidi-override character. With `requiredKey`, empty is refused with that key.
 */
export function lineText(max: number, requiredKey?: string) {
  return buyerText(max, false, requiredKey);
}

/** A long text a buyer writes (a review, a complaint, a refund's explanation): lines and tabs kept. */
export function longText(max: number, requiredKey?: string) {
  return buyerText(max, true, requiredKey);
}
