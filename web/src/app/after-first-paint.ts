// However slow the picture, the app starts after this long.
const LONGEST_WAIT_MS = 3000;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Resolves once a page drawn by the server has painted its largest picture (the one marked fetchpriority=high),
 * at once for a page that is not drawn yet: the app then draws it.
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
  // One frame to paint it, the next to start after that paint.
  await nextFrame();
  await nextFrame();
}
