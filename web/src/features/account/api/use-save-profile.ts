import type { ProfileBody, UserInfo } from '@crossbay/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { sessionKeys } from '#web/session/session-keys.ts';
import { useSession } from '#web/session/session-store.ts';

export function useSaveProfile() {
  const queryClient = useQueryClient();
  const setUser = useSession((state) => state.setUser);
  return useMutation({
    mutationFn: (body: ProfileBody) => http.post<UserInfo>('/api/user/profile', body),
    onSuccess: (user) => {
      setUser(user);
      queryClient.setQueryData(sessionKeys.userInfo(), user);
    },
  });
}
