import type { HomeBoard } from '@crossbay/contract/catalog';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';
import { catalogKeys } from './catalog-keys.ts';

/** Banners, notices and categories come translated, hence one cache entry per language. */
export function useHomeBoard(lang: string) {
  return useQuery({
    queryKey: catalogKeys.board(lang),
    queryFn: () => http.get<HomeBoard>('/api/index/index'),
    staleTime: 60_000,
  });
}
