export type Messages = { [key: string]: string | Messages };

/** Deep-merges `from` into `into` (a later area file wins on the same key); used at build time and by tests. */
export function mergeMessages(into: Messages, from: Messages): Messages {
  for (const [key, value] of Object.entries(from)) {
    const current = into[key];
    into[key] =
      typeof value === 'object' && typeof current === 'object' ? mergeMessages({ ...current }, value) : value;
  }
  return into;
}
