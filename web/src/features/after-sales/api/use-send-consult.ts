import type { ConsultBody, ConsultDetail, ConsultReplyBody } from '@crossbay/contract/after-sales';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { afterSalesKeys } from './after-sales-keys.ts';

/**
 * A new consultation (POST /api/consult/add) or a reply in one (POST /api/consult/reply): both answer the
 * whole thread, which becomes the detail's data at once, and move the list.
 */
export function useSendConsult<Body extends ConsultBody | ConsultReplyBody>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => http.post<ConsultDetail>(path, body),
    onSuccess: (thread) => {
      queryClient.setQueryData(afterSalesKeys.consult(thread.id), thread);
      return queryClient.invalidateQueries({ queryKey: afterSalesKeys.consults() });
    },
  });
}

export const useAddConsult = () => useSendConsult<ConsultBody>('/api/consult/add');
export const useReplyConsult = () => useSendConsult<ConsultReplyBody>('/api/consult/reply');
