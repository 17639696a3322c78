import { useQuery } from '@tanstack/react-query';
import { http } from '../../../api/client.ts';

export type Category = { id: number; slug: string; name: string; icon: string };

/** Category names come translated by the server, hence one cache entry per language. */
export function useCategories(lang: string) {
  return useQuery({
    queryKey: ['categories', lang],
    queryFn: () => http.get<Category[]>('/api/index/category'),
    staleTime: 5 * 60_000,
  });
}
