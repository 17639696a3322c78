import type { DisplayChoice } from '@crossbay/contract/display-currency';
import { useMutation } from '@tanstack/react-query';
import { http } from '#web/api/client.ts';
import { useSession } from '#web/session/session-store.ts';

/** Keeps a logged-in buyer's currency on his account, so every device of his shows it. */
export function useSaveDisplayCurrency() {
  const setUser = useSession((state) => state.setUser);
  return useMutation({
    mutationFn: (currency: DisplayChoice) => http.post<null>('/api/user/display_currency', { currency }),
    onSuccess: (_answer, currency) => {
      const user = useSession.getState().user;
      if (user) setUser({ ...user, display_currency: currency });
    },
  });
}
