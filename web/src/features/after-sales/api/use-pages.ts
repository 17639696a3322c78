import { usePagedList } from '#web/api/use-paged-list.ts';

const PAGE_SIZE = 10;

/** One of the buyer's after-sales lists (complaints, consultations), newest first, page by page. */
export function usePages<T>(queryKey: readonly unknown[], path: string) {
  return usePagedList<T>(queryKey, path, { limit: PAGE_SIZE });
}
