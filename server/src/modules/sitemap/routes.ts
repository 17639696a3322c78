import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { AppDeps } from '#server/app.ts';
import { publicUrl } from '#server/config.ts';
import { homeSitemap, isSitemapSection, robotsTxt, sectionSitemap, sitemapIndex } from './service.ts';

const hide = { schema: { hide: true } };
const PAGE = /^(\w+)-([1-9]\d{0,8})\.xml$/;

// Read as the catalogue is now: a product taken off sale leaves its page at once.
const xml = (reply: FastifyReply) =>
  reply.type('application/xml; charset=utf-8').header('cache-control', 'no-cache');

/** robots.txt and the sitemap: what search engines may read and every product and shop to index (decision 0100). */
export const sitemapRoutes: FastifyPluginAsync<AppDeps> = async (app, { db, config }) => {
  const origin = publicUrl(config);
  app.get('/robots.txt', hide, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'no-cache').send(robotsTxt(origin)),
  );
  app.get('/sitemap.xml', hide, async (_request, reply) => xml(reply).send(await sitemapIndex(db, origin)));
  app.get<{ Params: { page: string } }>('/sitemap/:page', hide, async (request, reply) => {
    if (request.params.page === 'home.xml') return xml(reply).send(homeSitemap(origin));
    const [, section = '', page = ''] = PAGE.exec(request.params.page) ?? [];
    if (!isSitemapSection(section)) return reply.callNotFound();
    return xml(reply).send(await sectionSitemap(db, origin, section, Number(page)));
  });
};
