// Recent searches stay on this device only.
const RECENT_KEY = 'crossbay.recent-searches';
const MAX_RECENT = 10;

export function readRecentSearches(): string[] {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(saved) ? saved.filter((word): word is string => typeof word === 'string') : [];
  } catch {
    return [];
  }
}

function write(words: string[]): string[] {
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify(words));
  } catch {
    // Storage full or refused: the list just is not remembered.
  }
  return words;
}

/** Puts the word first, once, and keeps the latest ten. */
export function rememberSearch(word: string): string[] {
  const clean = word.trim();
  if (!clean) return readRecentSearches();
  const others = readRecentSearches().filter((old) => old.toLocaleLowerCase() !== clean.toLocaleLowerCase());
  return write([clean, ...others].slice(0, MAX_RECENT));
}

export function clearRecentSearches(): string[] {
  return write([]);
}
