import type { HomeBoard } from '@crossbay/contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { catalogKeys } from '#web/api/queries/catalog-keys.ts';

/** Banners, notices and categories come translated, hence one cache entry per language. */
export const homeBoardQuery = (lang: string) =>
  queryOptions({
    queryKey: catalogKeys.board(lang),
    queryFn: () => http.get<HomeBoard>('/api/index/index'),
    staleTime: 60_000,
  });

export function useHomeBoard(lang: string) {
  return useQuery(homeBoardQuery(lang));
}
