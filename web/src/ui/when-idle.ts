const LATER_MS = 5000;

/**
 * Runs `work` once, for code the first screen does not need but a tap soon might (a toast, a sheet): at the
 * buyer's first touch, click or key, or when the browser is idle some seconds after the page has loaded, so it is
 * never fetched in competition with the first screen's own requests.
 */
export function whenIdle(work: () => void): void {
  if (typeof window === 'undefined') return;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    for (const type of EVENTS) window.removeEventListener(type, run, true);
    work();
  };
  const EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const;
  for (const type of EVENTS) window.addEventListener(type, run, { capture: true, once: true, passive: true });
  const later = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
      else run();
    }, LATER_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}
