import type { UserInfo } from '@crossbay/contract/account';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchUserInfo } from './fetch-user-info.ts';
import { sessionKeys } from './session-keys.ts';
import { useSession } from './session-store.ts';

/**
 * The buyer's account, balance and discount money, fresh from the server; the session's copy (loaded by the
 * guard) draws the screen at once and is kept in step with what comes back.
 */
export function useUserInfo() {
  const sessionUser = useSession((state) => state.user);
  const setUser = useSession((state) => state.setUser);
  const query = useQuery<UserInfo>({
    queryKey: sessionKeys.userInfo(),
    queryFn: fetchUserInfo,
    ...(sessionUser ? { placeholderData: sessionUser } : {}),
  });
  useEffect(() => {
    if (query.data && !query.isPlaceholderData) setUser(query.data);
  }, [query.data, query.isPlaceholderData, setUser]);
  return query;
}
