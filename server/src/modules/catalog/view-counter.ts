import type { Db } from '#server/db/connect.ts';
import { calendarDay } from '#server/lib/clock.ts';
import { Lru } from '#server/modules/public-cache/lru.ts';
import { recordView } from './product-repo.ts';

// Viewer-days this process has already written; past the bound the oldest are asked of the database again.
const REMEMBERED_VIEWS = 100_000;

export type CountView = (productId: number, viewer: string, timeZone: string) => Promise<boolean>;

/**
 * Counts a product's view once per viewer and calendar day (in the viewer's zone). A view this process
 * has already recorded is answered from memory, without a write transaction: a viewer who reloads, or
 * many requests from one address, cost the database nothing. Answers whether this view counted.
 */
export function viewCounter(db: Db): CountView {
  const recorded = new Lru<true>(REMEMBERED_VIEWS);
  return async (productId, viewer, timeZone) => {
    const day = calendarDay(timeZone);
    const key = `${productId} ${viewer} ${day}`;
    if (recorded.get(key)) return false;
    const counted = await recordView(db, productId, viewer, day);
    recorded.set(key, true);
    return counted;
  };
}
