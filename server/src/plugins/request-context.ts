import type { Locale } from '@crossbay/contract/locales';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localeOf, type Translate, translator } from '#server/i18n/messages.ts';
import { parseTimeZone } from '#server/lib/clock.ts';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    timeZone: string;
    t: Translate;
  }
}

/** Reads `lang` (query) and `time-zone` (header) once per request. */
export const requestContext = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('timeZone', 'UTC');
  app.decorateRequest('t', null as unknown as Translate);
  app.addHook('onRequest', (request, _reply, done) => {
    const query = request.query as Record<string, unknown> | undefined;
    request.locale = localeOf(query?.lang);
    request.timeZone = parseTimeZone(request.headers['time-zone']);
    request.t = translator(request.locale);
    done();
  });
});
