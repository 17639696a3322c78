import type { DisplayRates } from '@crossbay/contract/display-rates';
import { useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';

const TEN_MINUTES = 10 * 60_000;

/** The rates young enough to be shown (the server leaves a stale one out); asked in the browser only. */
export function useDisplayRates() {
  return useQuery({
    queryKey: ['display-rates'],
    queryFn: () => http.get<DisplayRates>('/api/index/display_rates'),
    staleTime: TEN_MINUTES,
  });
}
