import type { Page } from '@crossbay/contract/pagination';

/** The page after `last`, or undefined once every item is loaded. */
export function nextPageOf<T>(last: Page<T>): number | undefined {
  return last.page * last.limit < last.total && last.list.length > 0 ? last.page + 1 : undefined;
}

export function itemsOf<T>(pages: Page<T>[] | undefined): T[] {
  return pages?.flatMap((page) => page.list) ?? [];
}
