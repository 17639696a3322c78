import type { TogetherAnswer, TogetherKind } from '@crossbay/contract/recommendations';
import { useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { catalogKeys } from './catalog-keys.ts';

/** Products bought (or viewed) together with `ids`; one cached answer per set, whatever its order. */
export function useTogether(ids: number[], kind: TogetherKind, enabled = true) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  return useQuery({
    queryKey: catalogKeys.together(sorted, kind),
    queryFn: ({ signal }) =>
      http.get<TogetherAnswer>('/api/product/together', { params: { ids: sorted.join(','), kind }, signal }),
    enabled,
    staleTime: 60_000,
  });
}
