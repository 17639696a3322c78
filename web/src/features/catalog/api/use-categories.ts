import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { catalogKeys } from '#web/api/queries/catalog-keys.ts';

export type Category = { id: number; slug: string; name: string; icon: string };

/** Category names come translated by the server, hence one cache entry per language. */
export const categoriesQuery = (lang: string) =>
  queryOptions({
    queryKey: catalogKeys.categories(lang),
    queryFn: () => http.get<Category[]>('/api/index/category'),
    staleTime: 5 * 60_000,
  });

export function useCategories(lang: string) {
  return useQuery(categoriesQuery(lang));
}
