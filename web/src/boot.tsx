import './app/zod-without-eval.ts';
import './ui/react-19-render.ts';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import {
  type FirstScreenData,
  keepDrawnAnswers,
  landingScreen,
  startFirstScreen,
  takeDrawnSession,
} from './app/first-screen.ts';
import { guardedPath } from './app/guard-middleware.ts';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createShopRouter } from './app/router.tsx';
import { sendToLoginWhenSessionExpires } from './app/session-expiry-redirect.ts';
import { loginFromStartupUrl } from './app/startup-login.ts';
import { setStartingLanguage } from './i18n/current-language.ts';
import { browserTimeZone } from './i18n/format-date.ts';
import { initialLanguage } from './i18n/initial-language.ts';
import { readLanguageCookie, saveLanguageCookie } from './i18n/language-cookie.ts';
import { startI18n } from './i18n/setup.ts';
import { saveTimeZoneCookie, setDrawnTimeZone } from './i18n/time-zone.ts';
import { laterPartsTaken, startTakeover } from './ui/later.tsx';
import { nextTask } from './ui/next-task.ts';
import { whenIdle } from './ui/when-idle.ts';

function Taken({ then }: { then: () => void }) {
  useEffect(() => void laterPartsTaken().then(then), [then]);
  return null;
}

/**
 * Starts the app: takes over the screen the server drew (entry-server.tsx), or draws the first screen itself.
 * `taken` runs once the app is in charge of the page.
 */
export async function boot(taken: () => void): Promise<void> {
  // The app's modules have just run, in the task that loaded them: the rest starts in a task of its own.
  await nextTask();
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const drawnData = document.getElementById('first-screen-data')?.textContent ?? '';
  const drawn = drawnData !== '';
  const { pathname, search } = window.location;

  const saved = readLanguageCookie();
  const locale = initialLanguage(search, saved);
  const strings = startI18n(locale);
  // The page's first date format costs a phone tens of milliseconds: paid in a task of its own while the strings load.
  void nextTask().then(browserTimeZone);
  // The screen's chunk and data travel with the strings rather than after them.
  const queryClient = createQueryClient();
  setStartingLanguage(locale);
  if (drawn) {
    const data = JSON.parse(drawnData) as FirstScreenData;
    hydrate(queryClient, data.queries);
    keepDrawnAnswers(queryClient);
    takeDrawnSession(queryClient);
    setDrawnTimeZone(data.timeZone);
  } else startFirstScreen(pathname, queryClient, locale);
  const landing = drawn ? landingScreen(pathname) : undefined;
  await strings;
  if (locale !== saved) saveLanguageCookie(locale);

  // Before the router exists, so that the guard already sees the new session.
  await loginFromStartupUrl();
  // The server drew a public page logged out, a buyer's page with the account it carries; either way the guard
  // settles the session before the app takes the page over.
  const guarded = drawn ? await guardedPath(pathname, search) : null;

  const screen = await landing;
  // The landing screen's modules have just run: the router and the takeover each get a task of their own.
  await nextTask();
  const router = createShopRouter(screen, drawn);
  sendToLoginWhenSessionExpires(router);
  await nextTask();
  const app = (
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
      <Taken then={taken} />
    </StrictMode>
  );
  // React would draw (or take over) the first screen as a transition, in slices that leave the main thread free;
  // Preact, which runs the app (docs/decisions/0069), has no time slicing: it takes over the screen in one pass,
  // but for the parts below the first view (ui/later.tsx), each in a task of its own.
  if (drawn) startTakeover();
  startTransition(() => {
    if (drawn) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  if (guarded !== null) void router.navigate(guarded, { replace: true });
}

// The address the page was opened at, before the app's first redirect: the page speed it reports is that screen's.
const landingPath = window.location.pathname;
// Only for the pages the server draws next.
whenIdle(saveTimeZoneCookie);
whenIdle(
  () => void import('./app/vitals/report-vitals.ts').then(({ reportVitals }) => reportVitals(landingPath)),
);
whenIdle(
  () => void import('./app/service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker()),
);
// The other screens' table (app/later-screens.ts), so that a tap on the first screen loads one chunk, not two.
whenIdle(() => void import('./app/later-screens.ts'));
whenIdle(
  () =>
    void import('./ui/field-error-links.ts').then(({ linkFieldErrors }) => linkFieldErrors(document.body)),
);
