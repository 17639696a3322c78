// Without zod: the web's first screen reads these and downloads no schema library (web/src/app/zod-without-eval.ts).

/** How many recently viewed products a buyer keeps; older ones are dropped on the next view. */
export const RECENTLY_VIEWED_KEPT = 50;
/** How many a visitor's browser list may hand over at login (its own list keeps no more). */
export const RECENTLY_VIEWED_MERGED = RECENTLY_VIEWED_KEPT;
/** How many products a strip of recommendations shows. */
export const TOGETHER_SHOWN = 10;
/** How many products a recommendation may start from (a bag's lines, an order's). */
export const TOGETHER_FROM_MAX = 20;
