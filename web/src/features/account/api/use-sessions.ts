import { SESSIONS_PATH, type SessionRow } from '@crossbay/contract/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { accountKeys } from './account-keys.ts';

export function useSessions() {
  return useQuery({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => http.get<SessionRow[]>(SESSIONS_PATH, { signal }),
  });
}

/** Ends one session (`id`), or every one but this device's (`others`). */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: { id: number } | 'others') =>
      which === 'others'
        ? http.post<null>(`${SESSIONS_PATH}/end_others`)
        : http.post<null>(`${SESSIONS_PATH}/end`, which),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions() }),
  });
}
