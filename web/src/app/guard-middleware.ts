import i18n from 'i18next';
import { type MiddlewareFunction, redirect } from 'react-router';
import { fetchUserInfo } from '#web/session/fetch-user-info.ts';
import { logOut } from '#web/session/log-out.ts';
import { restoreSession } from '#web/session/restore-session.ts';
import { loginPathFor } from '#web/session/return-path.ts';
import { useSession } from '#web/session/session-store.ts';
import { showNotice } from '#web/ui/toast.ts';
import { decideAccess } from './guard.ts';

function sessionFacts() {
  const { loggedIn, user } = useSession.getState();
  return { hasToken: loggedIn, hasUser: user !== null };
}

/** Where the route guard sends a buyer who asks for `pathname`, or null to let him in (spec §4, §6). */
export async function guardedPath(pathname: string, search: string): Promise<string | null> {
  let access = decideAccess(pathname, search, sessionFacts());
  if (access.kind === 'loadUser') {
    const session = useSession.getState();
    const outcome = await restoreSession({
      fetchUserInfo,
      logOut,
      hasToken: () => useSession.getState().loggedIn,
      setUser: session.setUser,
      signOut: session.signOut,
    });
    if (outcome === 'login') return loginPathFor(`${pathname}${search}`);
    if (outcome === 'home') return '/';
    access = decideAccess(pathname, search, sessionFacts());
  }
  if (access.kind !== 'redirect') return null;
  if (access.loginFirst) showNotice(i18n.t('session.loginFirst'));
  return access.to;
}

/** Runs before every navigation. */
export const guardMiddleware: MiddlewareFunction = async ({ request }) => {
  const { pathname, search } = new URL(request.url);
  const to = await guardedPath(pathname, search);
  if (to !== null) throw redirect(to);
};
