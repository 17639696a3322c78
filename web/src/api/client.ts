import i18n from 'i18next';
import { currentLanguage } from '#web/i18n/current-language.ts';
import { browserTimeZone } from '#web/i18n/format-date.ts';
import { expireSession } from '#web/session/session-expiry.ts';
import { useSession } from '#web/session/session-store.ts';
import { showFailure } from '#web/ui/toast.ts';
import { createRequestClient } from './request-client.ts';

type Fetch = (href: string, init: RequestInit) => Promise<Response>;

let goOut: Fetch = (href, init) => fetch(href, init);

/** On the server, which draws a page's first screen, the requests are answered by its own routes in-process. */
export function answerRequestsWith(fetcher: Fetch): void {
  goOut = fetcher;
}

export const http = createRequestClient({
  baseURL: import.meta.env.VITE_API_BASE_URL || '/',
  token: () => useSession.getState().token,
  loggedIn: () => useSession.getState().loggedIn,
  language: currentLanguage,
  timeZone: browserTimeZone,
  translate: (key, values) => i18n.t(key, values),
  // The first screen's data is asked for while the language's strings are still on their way; a failure then is
  // not shown untranslated: the query retries or the screen asks again when it mounts, and says it then. A page
  // drawn on the server shows nothing it failed to load (it is sent as the plain app instead).
  showFailure: (message) => {
    if (i18n.isInitialized && !import.meta.env.SSR) showFailure(message);
  },
  onSessionRejected: expireSession,
  online: () => navigator.onLine,
  fetch: (href, init) => goOut(href, init),
});
