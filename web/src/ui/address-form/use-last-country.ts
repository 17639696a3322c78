import type { Address } from '@crossbay/contract/address';
import { countryOf } from '@crossbay/contract/address-countries';
import type { Page } from '@crossbay/contract/pagination';
import { useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { addressKeys } from './address-keys.ts';

/** The country of the buyer's default address (the newest where none is), or null: the form's first offer. */
export function useLastCountry(): string | null {
  const { data } = useQuery({
    queryKey: [...addressKeys.all(), 'last'],
    queryFn: () => http.get<Page<Address>>('/api/user/address_list', { params: { page: 1, limit: 1 } }),
  });
  const country = data?.list[0]?.country;
  return country && countryOf(country) ? country : null;
}
