import { createHash } from 'node:crypto';
import type { FileStore } from '#server/modules/files/store.ts';

// Bump when the drawing code changes, so cached pictures are drawn again under new names.
const DRAWING_VERSION = 'v3';

/**
 * Keeps a drawn picture in the file store and answers its URL path. The name hashes the recipe,
 * which fixes the bytes, so a reseed reuses what is stored and a cached URL never changes content.
 */
export async function storeDrawn(
  files: FileStore,
  recipe: unknown,
  draw: () => Promise<Buffer>,
): Promise<string> {
  const key = createHash('sha256')
    .update(`${DRAWING_VERSION}:${JSON.stringify(recipe)}`)
    .digest('hex')
    .slice(0, 20);
  const path = `/media/${key}.webp`;
  if (!(await files.has(path))) await files.put(path, 'image/webp', await draw());
  return path;
}

/** Runs `work` over `items` with at most `width` at a time (image rendering is CPU bound). */
export async function mapLimited<T, R>(
  items: readonly T[],
  width: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(width, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  });
  await Promise.all(lanes);
  return results;
}
