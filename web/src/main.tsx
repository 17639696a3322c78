import './app/zod-without-eval.ts';
import 'antd-mobile/es/global';
import './ui/react-19-render.ts';
import './ui/tokens.css';
import './ui/antd-overrides.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { startFirstScreen } from './app/first-screen.ts';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createShopRouter } from './app/router.tsx';
import { sendToLoginWhenSessionExpires } from './app/session-expiry-redirect.ts';
import { loginFromStartupUrl } from './app/startup-login.ts';
import { setStartingLanguage } from './i18n/current-language.ts';
import { initialLanguage } from './i18n/initial-language.ts';
import { readLanguageCookie, saveLanguageCookie } from './i18n/language-cookie.ts';
import { startI18n } from './i18n/setup.ts';
import { whenIdle } from './ui/when-idle.ts';

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');

  const saved = readLanguageCookie();
  const locale = initialLanguage(window.location.search, saved);
  const strings = startI18n(locale);
  // The screen's chunk and data travel with the strings rather than after them.
  const queryClient = createQueryClient();
  setStartingLanguage(locale);
  startFirstScreen(window.location.pathname, queryClient, locale);
  await strings;
  if (locale !== saved) saveLanguageCookie(locale);

  // Before the router exists, so that the guard already sees the new session.
  await loginFromStartupUrl();

  const router = createShopRouter();
  sendToLoginWhenSessionExpires(router);
  const root = createRoot(container);
  // Rendered as a transition, the first screen is drawn in slices that leave the main thread free in between.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
}

void start();
whenIdle(
  () => void import('./app/service-worker.ts').then(({ registerServiceWorker }) => registerServiceWorker()),
);
whenIdle(
  () =>
    void import('./ui/field-error-links.ts').then(({ linkFieldErrors }) => linkFieldErrors(document.body)),
);
