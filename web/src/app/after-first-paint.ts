// However slow the picture or the paint, the app starts after this long.
const LONGEST_WAIT_MS = 3000;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Resolves once the page has painted. Two animation frames are not enough: a frame's callbacks can run before it
 * is shown, and the app's downloads then start in front of the first paint.
 */
async function firstContentfulPaint(): Promise<void> {
  const entries = typeof PerformanceObserver === 'undefined' ? [] : PerformanceObserver.supportedEntryTypes;
  if (!entries.includes('paint')) {
    await nextFrame();
    await nextFrame();
    return;
  }
  await new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
    setTimeout(() => {
      observer.disconnect();
      resolve();
    }, LONGEST_WAIT_MS);
  });
}

/**
 * Resolves once a page drawn by the server has painted, with its largest picture (the one marked
 * fetchpriority=high) when it has one; at once for a page that is not drawn yet: the app then draws it.
 */
export async function afterFirstPaint(drawn: boolean): Promise<void> {
  if (!drawn) return;
  const picture = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (picture && !picture.complete) {
    await new Promise<void>((resolve) => {
      picture.addEventListener('load', () => resolve(), { once: true });
      picture.addEventListener('error', () => resolve(), { once: true });
      setTimeout(resolve, LONGEST_WAIT_MS);
    });
  }
  await firstContentfulPaint();
  // The next frame starts after the picture's paint.
  await nextFrame();
}
