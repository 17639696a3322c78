export type ListProgress = { hasMore: boolean; loading: boolean };

// spec §2: load-more fires only if the list is not finished and not already loading.
export function canLoadMore({ hasMore, loading }: ListProgress): boolean {
  return hasMore && !loading;
}
