import { Codes } from '@crossbay/contract/codes';
import type { Db } from '#server/db/connect.ts';
import type { BoundedQueue } from '#server/lib/bounded-queue.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { productDetail } from '#server/modules/catalog/product-detail.ts';
import type { FileStore } from '#server/modules/files/store.ts';
import { drawShareCard } from './draw.ts';

// Drawn pictures kept per process, by what they show: a product's changed name, price or picture draws anew.
const KEPT = 200;
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * A product's link-preview picture (decision 0112), or null for a product that does not exist. Drawn in the
 * pictures' decoding queue of the process (uploads share it), so a flood of previews waits its turn there.
 */
export function sharePictures(db: Db, files: FileStore, drawing: BoundedQueue, site: string) {
  const kept = new Map<string, Buffer>();
  return async (productId: number): Promise<Buffer | null> => {
    const product = await productDetail(db, productId, null, async () => false).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === Codes.NotFound) return null;
      throw error;
    });
    if (!product) return null;
    const picturePath = product.pictures[0]?.large ?? null;
    const key = JSON.stringify([productId, product.name, product.price, product.shop.name, picturePath]);
    const found = kept.get(key);
    if (found) return found;
    const picture = picturePath ? ((await files.get(picturePath))?.bytes ?? null) : null;
    const bytes = await drawing.run(
      () =>
        drawShareCard({
          name: product.name,
          price: dollars.format(Number(product.price)),
          shop: product.shop.name,
          site,
          picture,
        }),
      () => new DomainError(Codes.TooManyRequests, undefined, { httpStatus: 429 }),
    );
    kept.set(key, bytes);
    if (kept.size > KEPT) kept.delete(kept.keys().next().value as string);
    return bytes;
  };
}
