import i18n from 'i18next';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { keepForAfterLogin } from '#web/session/after-login.ts';
import { loginPathFor } from '#web/session/return-path.ts';
import { useSession } from '#web/session/session-store.ts';
import { showNotice } from '#web/ui/toast.ts';

type Options = {
  /** Done by itself on the return (useAfterLogin on this page runs it). */
  afterwards?: { action: string; payload?: unknown };
  /** Where to come back to, when not this page (Buy now goes on to checkout). */
  returnTo?: string;
};

/** True when logged in; otherwise "Please login first" and off to /login, coming back here after. */
export function useRequireLogin(): (options?: Options) => boolean {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    ({ afterwards, returnTo }: Options = {}) => {
      if (useSession.getState().loggedIn) return true;
      const here = `${pathname}${search}`;
      if (afterwards) keepForAfterLogin(afterwards.action, here, afterwards.payload);
      showNotice(i18n.t('session.loginFirst'));
      void navigate(loginPathFor(returnTo ?? here));
      return false;
    },
    [navigate, pathname, search],
  );
}
