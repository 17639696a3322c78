import type { Page } from '@crossbay/contract/pagination';

export const RECORDS_PER_PAGE = 15;

/** The page after this one, or undefined once every row has been fetched. */
export function nextPageOf(page: Page<unknown>): number | undefined {
  return page.page * page.limit < page.total ? page.page + 1 : undefined;
}
