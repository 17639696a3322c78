import { timingSafeEqual } from 'node:crypto';
import { Codes } from '@crossbay/contract/codes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '#server/db/connect.ts';
import { answeredCode } from '#server/plugins/envelope.ts';
import { summedMetrics } from './cluster.ts';
import { queueMetrics } from './queues.ts';
import { apiAnswers, databaseErrors, databasePools, publicCacheAnswers, requestSeconds } from './registry.ts';

const bearer = (request: FastifyRequest) =>
  /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';

function sameSecret(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `/metrics` in Prometheus's text format for whoever holds METRICS_TOKEN (decision 0110); without the token
 * set, nothing is measured and the route does not exist, so the request path costs what it did.
 */
export const metrics = fp(async (app: FastifyInstance, options: { db: Db; token: string }) => {
  const queues = queueMetrics(options.db);
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requestSeconds.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (!route.startsWith('/api/')) return;
    const code = answeredCode(reply);
    apiAnswers.inc({ route, code: String(code) });
    if (code === Codes.Unavailable) databaseErrors.inc();
    const cached = request.publicCacheState;
    if (cached) publicCacheAnswers.inc({ result: cached.hit ? 'hit' : 'miss' });
  });
  const { pool } = options.db;
  if (pool) {
    databasePools.add(pool);
    app.addHook('onClose', async () => {
      databasePools.delete(pool);
    });
  }
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!sameSecret(bearer(request), options.token))
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .type('text/plain')
        .send('401 Unauthorized\n');
    const [summed, read] = await Promise.all([summedMetrics(), queues.text()]);
    return reply.type('text/plain; version=0.0.4; charset=utf-8').send(`${summed}\n${read}`);
  });
});
