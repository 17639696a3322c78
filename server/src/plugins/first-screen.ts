import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { TOKEN_COOKIE } from '@crossbay/contract/account';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { KeptPages } from '#server/modules/public-cache/kept-pages.ts';
import { sendRepresentation } from '#server/modules/public-cache/plugin.ts';
import { apiCompression } from './compression.ts';
import {
  describedHtml,
  pageHtml,
  type Stylesheet,
  scriptsOf,
  stylesheetsOf,
  type WebManifest,
} from './first-screen-html.ts';
import { isPageRequest } from './page-request.ts';

type Fetch = (href: string, init: RequestInit) => Promise<Response>;

/** What web/src/entry-server.tsx exports (the server never imports the web app's sources, only its build). */
export type DrawnPage = DescribedPage & {
  markup: string;
  data: string;
  screenSource: string;
};
/** A page's language, title and head, for a page the app draws itself (a shop's). */
export type DescribedPage = { lang: string; dir: string; title: string; head: string };
type PageRequest = {
  url: string;
  languageCookie: string | undefined;
  timeZoneCookie: string | undefined;
  tokenCookie: string | undefined;
};
type EntryRequest = PageRequest & { fetch: Fetch; origin: string };
type ServerEntry = {
  drawFirstScreen(request: EntryRequest): Promise<DrawnPage | null>;
  describePage(request: EntryRequest): Promise<DescribedPage | null>;
  /** The language and time zone a page is drawn in for these cookies and URL. */
  pageVariant(request: PageRequest): { locale: string; timeZone: string };
};

/** Drawn /home pages kept: 14 languages in a few time zones (170-240 kB each in memory, 15 MB in all). */
export const HOME_PAGES_KEPT = 64;

// The app's cookies (web/src/i18n/language-cookie.ts, time-zone.ts) and the session's (decision 0115).
const LANGUAGE_COOKIE = 'language';
const TIME_ZONE_COOKIE = 'time-zone';

function cookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** The app's API requests answered by this server's own routes (and its public answer cache), in-process. */
function inProcess(app: FastifyInstance, request: FastifyRequest): Fetch {
  return async (href, init) => {
    const answer = await app.inject({
      method: 'GET',
      url: href,
      headers: init.headers as Record<string, string>,
      // Counted (rate limit, a product's seen count) as the buyer who asked for the page.
      remoteAddress: request.ip,
    });
    return new Response(answer.payload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

/**
 * Draws the first screen of /home, /detail/:id and, for a request with a valid `Admin-Token` cookie, /bag and
 * /myPurchases(/:status) into the built index.html (web/src/entry-server.tsx, built into <WEB_DIST>/.server/): the
 * screen's markup and the answers it was drawn from, so that a phone shows the screen before any script has run and
 * the app takes it over (docs/decisions/0059, 0071). Any other page, a page that cannot be drawn (an unknown product, no or
 * an expired token) or a build without the server entry gets index.html as it is.
 */
export async function firstScreen(
  app: FastifyInstance,
  options: { webDist: string; pages: KeptPages; origin: string },
): Promise<void> {
  const entryFile = resolve(options.webDist, '.server/entry-server.js');
  const indexFile = resolve(options.webDist, 'index.html');
  if (!existsSync(entryFile) || !existsSync(indexFile)) return;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const template = readFileSync(indexFile, 'utf8');
  const manifest = JSON.parse(
    readFileSync(resolve(options.webDist, '.vite/manifest.json'), 'utf8'),
  ) as WebManifest;
  const sheets = new Map<string, Stylesheet>();
  const stylesheets = (sources: string[]) =>
    stylesheetsOf(manifest, sources).map((href) => {
      let sheet = sheets.get(href);
      if (!sheet) {
        sheet = { href, css: readFileSync(resolve(options.webDist, href.slice(1)), 'utf8') };
        sheets.set(href, sheet);
      }
      return sheet;
    });
  // Pages other than /home are made per request, so compressed per request like the API's answers.
  await app.register(apiCompression);

  const pageRequest = (request: FastifyRequest, forBuyer: boolean): PageRequest => ({
    url: request.url,
    languageCookie: cookie(request, LANGUAGE_COOKIE),
    timeZoneCookie: cookie(request, TIME_ZONE_COOKIE),
    tokenCookie: forBuyer ? cookie(request, TOKEN_COOKIE) : undefined,
  });
  const drawnHtml = async (request: FastifyRequest, page: PageRequest): Promise<string | null> => {
    try {
      const drawn = await entry.drawFirstScreen({
        ...page,
        fetch: inProcess(app, request),
        origin: options.origin,
      });
      if (!drawn) return null;
      const sources = ['src/boot.tsx', drawn.screenSource];
      return pageHtml(template, drawn, stylesheets(sources), scriptsOf(manifest, sources));
    } catch (error) {
      request.log.error({ err: error }, 'the first screen could not be drawn');
      return null;
    }
  };

  // A buyer's page is drawn with his token and his data: kept by no cache, his browser's included, and never
  // answered from a cache to a request with other cookies. The plain app sent to a request without a valid token
  // carries the same headers: whether a page is drawn depends on the cookie.
  const draw = (forBuyer: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPageRequest(request)) return reply.callNotFound();
    reply.type('text/html; charset=utf-8');
    if (forBuyer) reply.header('cache-control', 'private, no-store').header('vary', 'cookie');
    else reply.header('cache-control', 'no-cache');
    return (await drawnHtml(request, pageRequest(request, forBuyer))) ?? template;
  };

  // The home screen shows public answers only, in the language and time zone of the cookies: drawn once per
  // language, time zone and catalogue, and sent as it was kept, compressed once (docs/decisions/0075). A product's
  // page stays drawn per request: drawing it counts the product's view as the buyer's.
  const home = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPageRequest(request)) return reply.callNotFound();
    reply.type('text/html; charset=utf-8');
    const { locale, timeZone } = entry.pageVariant(pageRequest(request, false));
    const page = await options.pages.page(`/home ${locale} ${timeZone}`, () =>
      drawnHtml(request, {
        url: '/home',
        languageCookie: locale,
        timeZoneCookie: timeZone,
        tokenCookie: undefined,
      }),
    );
    if (!page) return reply.header('cache-control', 'no-cache').send(template);
    const bytes = sendRepresentation(request, reply, page);
    return reply.header('vary', 'accept-encoding, cookie').send(bytes ?? undefined);
  };
  // A shop's screen is the app's, but its head is the server's: a shared link previews the shop.
  const shopPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isPageRequest(request)) return reply.callNotFound();
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    try {
      const described = await entry.describePage({
        ...pageRequest(request, false),
        fetch: inProcess(app, request),
        origin: options.origin,
      });
      return described ? describedHtml(template, described) : template;
    } catch (error) {
      request.log.error({ err: error }, "the shop page's head could not be written");
      return template;
    }
  };
  app.get('/home', { schema: { hide: true } }, home);
  app.get('/shop/*', { schema: { hide: true } }, shopPage);
  app.get('/detail/*', { schema: { hide: true } }, draw(false));
  for (const path of ['/bag', '/myPurchases', '/myPurchases/*'])
    app.get(path, { schema: { hide: true } }, draw(true));
}
