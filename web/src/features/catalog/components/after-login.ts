import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSession } from '#web/session/session-store.ts';

// A visitor's tap that needed a login (save a product, follow a shop, add to the bag) is done for them
// when they come back logged in to the page they tapped it on: they asked for it once.

const KEY = 'crossbay.after-login';
/** A login abandoned and finished much later is not a yes to what was tapped before it. */
const KEPT_MS = 15 * 60 * 1000;

type Kept = { action: string; path: string; at: number; payload?: unknown };

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function keepForAfterLogin(action: string, path: string, payload?: unknown): void {
  const kept: Kept = { action, path, at: Date.now(), payload };
  storage()?.setItem(KEY, JSON.stringify(kept));
}

function takeKept(action: string, path: string): Kept | null {
  const store = storage();
  const text = store?.getItem(KEY);
  if (!store || !text) return null;
  let kept: Kept;
  try {
    kept = JSON.parse(text) as Kept;
  } catch {
    store.removeItem(KEY);
    return null;
  }
  if (Date.now() - kept.at > KEPT_MS) {
    store.removeItem(KEY);
    return null;
  }
  if (kept.action !== action || kept.path !== path) return null;
  store.removeItem(KEY);
  return kept;
}

/** Runs `run` once, when the buyer is logged in on the page where `action` was kept for them. */
export function useAfterLogin<T>(action: string, run: (payload: T) => void): void {
  const loggedIn = useSession((state) => state.token !== null);
  const { pathname, search } = useLocation();
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (!loggedIn) return;
    const kept = takeKept(action, `${pathname}${search}`);
    if (kept) latest.current(kept.payload as T);
  }, [loggedIn, action, pathname, search]);
}
