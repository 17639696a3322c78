import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

// Bump when the drawing code changes, so cached pictures are drawn again under new names.
const DRAWING_VERSION = 'v1';

/**
 * Writes a drawn picture into the media folder and answers its URL path. The name hashes the recipe,
 * which fixes the bytes, so a reseed reuses what is on disk and a cached URL never changes content.
 */
export async function storeDrawn(
  folder: string,
  recipe: unknown,
  draw: () => Promise<Buffer>,
): Promise<string> {
  const key = createHash('sha256')
    .update(`${DRAWING_VERSION}:${JSON.stringify(recipe)}`)
    .digest('hex')
    .slice(0, 20);
  const name = `${key}.webp`;
  const file = resolve(folder, name);
  if (!existsSync(file)) {
    const bytes = await draw();
    mkdirSync(folder, { recursive: true });
    // Written aside and renamed, so a server sharing the folder never serves half a picture.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
  }
  return `/media/${name}`;
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
