import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiCompression } from './compression.ts';
import { pageHtml, type Stylesheet, stylesheetsOf, type WebManifest } from './first-screen-html.ts';

type Fetch = (href: string, init: RequestInit) => Promise<Response>;

/** What web/src/entry-server.tsx exports (the server never imports the web app's sources, only its build). */
export type DrawnPage = {
  lang: string;
  dir: string;
  title: string;
  markup: string;
  data: string;
  screenSource: string;
};
type ServerEntry = {
  drawFirstScreen(request: {
    url: string;
    languageCookie: string | undefined;
    timeZoneCookie: string | undefined;
    fetch: Fetch;
  }): Promise<DrawnPage | null>;
};

// The app's cookies (web/src/i18n/language-cookie.ts, time-zone.ts).
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
 * Draws the first screen of /home and /detail/:id into the built index.html (web/src/entry-server.tsx, built into
 * <WEB_DIST>/.server/): the screen's markup and the answers it was drawn from, so that a phone shows the screen
 * before any script has run and the app takes it over (docs/decisions/). Any other page, a page that cannot be
 * drawn (an unknown product) or a build without the server entry gets index.html as it is.
 */
export async function firstScreen(app: FastifyInstance, options: { webDist: string }): Promise<void> {
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
  // Pages are made per request, so compressed per request like the API's answers.
  await app.register(apiCompression);

  const draw = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!/text\/html/.test(request.headers.accept ?? '')) return reply.callNotFound();
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    try {
      const page = await entry.drawFirstScreen({
        url: request.url,
        languageCookie: cookie(request, LANGUAGE_COOKIE),
        timeZoneCookie: cookie(request, TIME_ZONE_COOKIE),
        fetch: inProcess(app, request),
      });
      return page ? pageHtml(template, page, stylesheets(['src/boot.tsx', page.screenSource])) : template;
    } catch (error) {
      request.log.error({ err: error }, 'the first screen could not be drawn');
      return template;
    }
  };
  app.get('/home', { schema: { hide: true } }, draw);
  app.get('/detail/*', { schema: { hide: true } }, draw);
}
