import { RECENTLY_VIEWED_MERGED } from '@crossbay/contract/recommendation-limits';
import { useSyncExternalStore } from 'react';
import { useSession } from './session-store.ts';

// A visitor's recently viewed products, newest first, in this browser (a logged-in buyer's are the
// server's). Handed to the account at the next login, then forgotten here.

const KEY = 'crossbay.viewed';
const listeners = new Set<() => void>();
const NONE: number[] = [];
let cached: { text: string | null; ids: number[] } = { text: null, ids: NONE };

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The visitor's list as stored; anything unreadable counts as empty. */
export function viewedHere(): number[] {
  const text = storage()?.getItem(KEY) ?? null;
  if (text === cached.text) return cached.ids;
  let ids: number[] = NONE;
  try {
    const parsed: unknown = text ? JSON.parse(text) : [];
    if (Array.isArray(parsed)) ids = parsed.filter((id) => Number.isSafeInteger(id) && id > 0);
  } catch {
    // written by something else: replaced by the next view
  }
  cached = { text, ids: ids.slice(0, RECENTLY_VIEWED_MERGED) };
  return cached.ids;
}

function write(ids: number[]): void {
  const store = storage();
  if (!store) return;
  if (ids.length === 0) store.removeItem(KEY);
  else store.setItem(KEY, JSON.stringify(ids));
  for (const listener of listeners) listener();
}

/** A visitor opened a product: it goes to the top of the list, which keeps the newest only. */
export function rememberViewed(productId: number): void {
  if (useSession.getState().loggedIn) return;
  write([productId, ...viewedHere().filter((id) => id !== productId)].slice(0, RECENTLY_VIEWED_MERGED));
}

export function forgetViewedHere(): void {
  write([]);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The visitor's list, re-rendering as it changes. */
export function useViewedHere(): number[] {
  return useSyncExternalStore(subscribe, viewedHere, () => NONE);
}
