/**
 * Runs `work` once the page has loaded and the browser is idle: for code the first screen does not need but a
 * tap soon might (a toast, a sheet), fetched without competing with the first screen's own requests.
 */
export function whenIdle(work: () => void): void {
  if (typeof window === 'undefined') return;
  const schedule = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 4000 });
    else setTimeout(work, 1500);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
