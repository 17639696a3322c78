import { type ComponentType, lazy, type ReactNode, Suspense, useRef } from 'react';
import { whenIdle } from './when-idle.ts';

/**
 * A component a screen shows only after a tap (a sheet, a full-screen viewer): its code is fetched when the browser
 * is idle after the first screen, or at the buyer's first touch, so that the screen's own chunk neither carries nor
 * runs it while taking over the page the server drew.
 */
export function lazyWhenIdle<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  whenIdle(() => void load());
  return lazy(async () => ({ default: await load() }));
}

/**
 * Draws `children` from the first time `open` is true on, and keeps them afterwards (a sheet's closing animation,
 * its state): before that there is nothing to draw, on the server or in the browser.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const opened = useRef(false);
  if (open) opened.current = true;
  return opened.current ? <Suspense fallback={null}>{children}</Suspense> : null;
}
