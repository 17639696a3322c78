import i18n from 'i18next';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor } from '../../../session/return-path.ts';
import { useSession } from '../../../session/session-store.ts';
import { showNotice } from '../../../ui/toast.ts';

/** True when logged in; otherwise "Please login first" and off to /login, coming back here after. */
export function useRequireLogin(): () => boolean {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    if (useSession.getState().token !== null) return true;
    showNotice(i18n.t('session.loginFirst'));
    void navigate(loginPathFor(`${pathname}${search}`));
    return false;
  }, [navigate, pathname, search]);
}
