import type { ConsultDetail } from '@crossbay/contract/after-sales';
import { useQuery } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { MISSING } from '#web/api/missing.ts';
import { afterSalesKeys } from './after-sales-keys.ts';

export function useConsultDetail(id: number) {
  return useQuery({
    queryKey: afterSalesKeys.consult(id),
    queryFn: ({ signal }) =>
      http.get<ConsultDetail>('/api/consult/detail', { params: { id }, signal, shownByCaller: MISSING }),
    enabled: Number.isSafeInteger(id) && id > 0,
  });
}
