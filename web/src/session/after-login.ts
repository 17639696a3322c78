import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useSession } from './session-store.ts';

// A visitor's tap that needed a login (save a product, follow a shop, add to the bag) is done for them
// when they come back logged in to the page they tapped it on: they asked for it once.

const KEY = 'crossbay.after-login';
/** A login abandoned and finished much later is not a yes to what was tapped before it. */
const KEPT_MS = 15 * 60 * 1000;

/** `confirmed` once a login went on to the tap's page: only then is the tap the buyer's to carry out. */
type Kept = { action: string; path: string; at: number; payload?: unknown; confirmed?: boolean };

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

function readKept(store: Storage): Kept | null {
  const text = store.getItem(KEY);
  if (!text) return null;
  try {
    const kept = JSON.parse(text) as Kept;
    if (Date.now() - kept.at <= KEPT_MS) return kept;
  } catch {
    // unreadable: dropped below like a stale one
  }
  store.removeItem(KEY);
  return null;
}

function takeKept(action: string, path: string): Kept | null {
  const store = storage();
  const kept = store ? readKept(store) : null;
  if (!store || !kept?.confirmed || kept.action !== action || kept.path !== path) return null;
  store.removeItem(KEY);
  return kept;
}

/**
 * Called as a login goes on to `path`: a tap kept on that page is now the buyer's to carry out; one kept
 * anywhere else was not what this login was for, and is dropped.
 */
export function settleKeptTap(path: string): void {
  const store = storage();
  const kept = store ? readKept(store) : null;
  if (!store || !kept) return;
  if (kept.path === path) store.setItem(KEY, JSON.stringify({ ...kept, confirmed: true }));
  else store.removeItem(KEY);
}

// The screens a login passes through; anywhere else the tap's moment is over.
const LOGIN_SCREENS = ['/login', '/register', '/forgotPassword'];

/**
 * Drops a kept tap once the visitor is somewhere that is not a login screen: still logged out (the login
 * was abandoned), or logged in on another page than the tap's (so a later login, maybe someone else's in
 * this tab, does not carry out a tap from before it).
 */
export function useForgetAbandonedTap(): void {
  const loggedIn = useSession((state) => state.loggedIn);
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (LOGIN_SCREENS.some((screen) => pathname.startsWith(screen))) return;
    const store = storage();
    const kept = store ? readKept(store) : null;
    if (kept && (!loggedIn || kept.path !== `${pathname}${search}`)) store?.removeItem(KEY);
  }, [loggedIn, pathname, search]);
}

/** Runs `run` once, when the buyer is logged in on the page where `action` was kept for them. */
export function useAfterLogin<T>(action: string, run: (payload: T) => void): void {
  const loggedIn = useSession((state) => state.loggedIn);
  const { pathname, search } = useLocation();
  const latest = useRef(run);
  latest.current = run;
  useEffect(() => {
    if (!loggedIn) return;
    const kept = takeKept(action, `${pathname}${search}`);
    if (kept) latest.current(kept.payload as T);
  }, [loggedIn, action, pathname, search]);
}
