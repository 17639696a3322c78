// The first screen drawn on the server (docs/decisions/0059): built by `vite build` into <dist>/.server/ and called
// by the server's first-screen plugin for /home and /detail/:id, drawn logged out from public answers, and for a
// logged-in buyer's /bag and /myPurchases, drawn with the token of the page request's cookie.
import { isLocale, type Locale } from '@crossbay/contract/locales';
import { dehydrate } from '@tanstack/react-query';
import i18n from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, matchPath, RouterProvider } from 'react-router';
import { answerRequestsWith } from './api/client.ts';
import { isBuyerPage, loadBuyerScreen } from './app/buyer-screens.ts';
import { drawnPageHead, shopPageHead } from './app/drawn-page-head.ts';
import type { FirstScreenData } from './app/first-screen.ts';
import { landingScreen, loadDrawnScreen } from './app/first-screen.ts';
import { Providers } from './app/providers.tsx';
import { createQueryClient } from './app/query-client.ts';
import { DRAWN_PAGE, shopRoutes } from './app/router.tsx';
import { SHOP_ROUTES } from './app/routes.ts';
import { LATER_AREAS } from './i18n/areas.ts';
import { directionOf } from './i18n/direction.ts';
import { initialLanguage } from './i18n/initial-language.ts';
import { intlLocaleOf } from './i18n/intl-locale.ts';
import { changeLanguage, startI18n } from './i18n/setup.ts';
import { setDrawnTimeZone } from './i18n/time-zone.ts';
import { useSession } from './session/session-store.ts';

export type Fetch = (href: string, init: RequestInit) => Promise<Response>;

export type DrawRequest = {
  /** Path and query, as the browser asked. */
  url: string;
  /** The `language` cookie the app saves (i18n/language-cookie.ts). */
  languageCookie: string | undefined;
  /** The `time-zone` cookie the app saves (i18n/time-zone.ts). */
  timeZoneCookie: string | undefined;
  /** The `Admin-Token` cookie (session/token-cookie.ts): only a buyer's own pages are drawn with it. */
  tokenCookie: string | undefined;
  /** Answers the app's API requests (the server's own routes, in-process). */
  fetch: Fetch;
  /** The shop's address as buyers reach it (PUBLIC_URL): canonical and shared links are absolute. */
  origin: string;
};

export type DrawnPage = {
  lang: string;
  dir: 'ltr' | 'rtl';
  title: string;
  /** What the page adds to its head: description, canonical and language addresses, link previews. */
  head: string;
  /** The screen inside #root. */
  markup: string;
  /** What the screen was drawn from (FirstScreenData as JSON), safe inside a <script>. */
  data: string;
  /** The build manifest's key of the screen's module: its stylesheets go in the page's head. */
  screenSource: string;
};

/** What the server draws, with the source of each screen (the client build's manifest names chunks by it). */
export const DRAWN_SCREENS: Record<string, string> = {
  '/home': 'src/features/catalog/screens/home-screen.tsx',
  '/detail/:product?/:mer?': 'src/features/catalog/screens/detail-screen.tsx',
  '/bag': 'src/features/orders/screens/bag-screen.tsx',
  '/myPurchases/:status?': 'src/features/orders/screens/my-purchases-screen.tsx',
};

// i18next, the language the requests carry, the session and the request transport are the app's globals: one page
// is drawn at a time. Drawing takes a few milliseconds once the public answers are cached.
let queue: Promise<unknown> = Promise.resolve();
let started: Promise<void> | null = null;

// The server keeps every area of strings (src/i18n/areas.ts) of the languages it has drawn in.
async function switchLanguage(locale: Locale): Promise<void> {
  started ??= startI18n(locale, LATER_AREAS);
  await started;
  if (i18n.language !== locale) await changeLanguage(locale);
}

function knownTimeZone(zone: string | undefined): string {
  if (!zone) return 'UTC';
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return 'UTC';
  }
}

// `<` never reaches the page as such, so no answer can close the script element that carries it.
const scriptSafe = (json: string) => json.replace(/</g, '\\u003c');

/** What a public page is drawn in besides the catalogue: the server keeps one drawn /home per variant. */
export type PageVariant = { locale: Locale; timeZone: string };

export function pageVariant({
  url,
  languageCookie,
  timeZoneCookie,
}: Pick<DrawRequest, 'url' | 'languageCookie' | 'timeZoneCookie'>): PageVariant {
  const { search } = new URL(url, 'http://localhost');
  return {
    locale: initialLanguage(search, isLocale(languageCookie) ? languageCookie : null),
    timeZone: knownTimeZone(timeZoneCookie),
  };
}

async function drawNow({
  url,
  languageCookie,
  timeZoneCookie,
  tokenCookie,
  fetch,
  origin,
}: DrawRequest): Promise<DrawnPage | null> {
  const { pathname } = new URL(url, 'http://localhost');
  const route = SHOP_ROUTES.find(({ path }) => path in DRAWN_SCREENS && matchPath(path, pathname));
  const screenSource = route ? DRAWN_SCREENS[route.path] : undefined;
  if (!route || !screenSource) return null;
  // A buyer's page without a token is the app's (its guard sends the visitor to log in); any other is public.
  const forBuyer = isBuyerPage(pathname);
  const token = forBuyer ? tokenCookie || null : null;
  if (forBuyer && token === null) return null;
  useSession.setState({ loggedIn: token !== null, token, user: null });
  const { locale, timeZone } = pageVariant({ url, languageCookie, timeZoneCookie });
  await switchLanguage(locale);
  const answers: string[] = [];
  answerRequestsWith((href, init) => {
    answers.push(href);
    return fetch(href, init);
  });
  setDrawnTimeZone(timeZone);
  const queryClient = createQueryClient();
  const [complete, landing] = await Promise.all([
    forBuyer ? loadBuyerScreen(pathname, queryClient) : loadDrawnScreen(pathname, queryClient, locale),
    landingScreen(pathname),
  ]);
  if (!complete || !landing) return null;
  const router = createMemoryRouter(shopRoutes(landing), {
    initialEntries: [url],
    hydrationData: DRAWN_PAGE,
  });
  const markup = renderToString(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  const drawnFrom: FirstScreenData = { queries: dehydrate(queryClient), timeZone, answers };
  const data = scriptSafe(JSON.stringify(drawnFrom));
  const { title, tags } = drawnPageHead(pathname, queryClient, {
    origin,
    locale,
    siteName: i18n.t('app.name'),
    routeTitle: i18n.t(route.titleKey),
  });
  queryClient.clear();
  return {
    lang: intlLocaleOf(locale),
    dir: directionOf(locale),
    title,
    head: tags,
    markup,
    data,
    screenSource,
  };
}

/** A page the app draws whose head the server still writes (a shop's, for link previews), or null. */
export type DescribedPage = Pick<DrawnPage, 'lang' | 'dir' | 'title' | 'head'>;

async function describeNow({ url, languageCookie, timeZoneCookie, fetch, origin }: DrawRequest) {
  const { pathname } = new URL(url, 'http://localhost');
  const id = Number(matchPath('/shop/:id', pathname)?.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  useSession.setState({ loggedIn: false, token: null, user: null });
  const { locale } = pageVariant({ url, languageCookie, timeZoneCookie });
  await switchLanguage(locale);
  answerRequestsWith(fetch);
  const head = await shopPageHead(id, { origin, locale, siteName: i18n.t('app.name') });
  return head && { lang: intlLocaleOf(locale), dir: directionOf(locale), title: head.title, head: head.tags };
}

/** The head of a page the server does not draw but describes (a shop's), or null for any other page. */
export function describePage(request: DrawRequest): Promise<DescribedPage | null> {
  const described = queue.then(() => describeNow(request));
  queue = described.catch(() => undefined);
  return described;
}

/** The first screen of the page at `url`, or null when the server does not draw it (the app then opens as usual). */
export function drawFirstScreen(request: DrawRequest): Promise<DrawnPage | null> {
  // The next page starts logged out, whatever this one held or a refused token did to the session.
  const drawn = queue.then(() =>
    drawNow(request).finally(() => useSession.setState({ token: null, user: null })),
  );
  queue = drawn.catch(() => undefined);
  return drawn;
}
