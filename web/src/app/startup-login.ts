import i18n from 'i18next';
import { RequestError } from '#web/api/request-error.ts';
import { autoLogin } from '#web/session/auto-login.ts';
import { isLocalPath } from '#web/session/return-path.ts';
import { useSession } from '#web/session/session-store.ts';
import { showLoading } from '#web/ui/toast.ts';

const TICKET_PARAMS = ['data', 'code', 'path'] as const;

/**
 * spec §1: a startup URL with `data` and `code` logs the buyer in and opens `path`. A loading message shows
 * meanwhile; on a code other than 1 the request client shows the server's message in its place.
 */
export async function loginFromStartupUrl(): Promise<void> {
  const url = new URL(window.location.href);
  const data = url.searchParams.get('data');
  const code = url.searchParams.get('code');
  if (!data || !code) return;
  const path = url.searchParams.get('path');
  for (const name of TICKET_PARAMS) url.searchParams.delete(name);
  // The ticket works once: keep it out of the history and the address bar whatever happens.
  let target = `${url.pathname}${url.search}${url.hash}`;

  const closeLoading = showLoading(i18n.t('session.autoLogin'));
  try {
    const { userinfo } = await autoLogin({ data, code });
    useSession.getState().signIn(userinfo);
    closeLoading();
    if (isLocalPath(path)) target = path;
  } catch (error) {
    if (!(error instanceof RequestError)) {
      closeLoading();
      throw error;
    }
  }
  window.history.replaceState(null, '', target);
}
