import type { DeliveryPreferenceBody, DeliveryPreferences } from '@crossbay/contract/push';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { accountKeys } from './account-keys.ts';

/** What the buyer is pushed and mailed, per kind of notice (decision 0116). */
export function useDeliveryPreferences() {
  return useQuery({
    queryKey: accountKeys.deliveryPreferences(),
    queryFn: () => http.get<DeliveryPreferences>('/api/push/preferences'),
  });
}

export function useSetDeliveryPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeliveryPreferenceBody) =>
      http.post<DeliveryPreferences>('/api/push/preferences', body),
    onSuccess: (preferences) => queryClient.setQueryData(accountKeys.deliveryPreferences(), preferences),
  });
}
