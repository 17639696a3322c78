import { Codes } from '@crossbay/contract/codes';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { DomainError } from '#server/lib/domain-error.ts';

export type RateLimitOptions = { max: number; redisUrl?: string | undefined; redisPrefix: string };

/**
 * API calls per client address and minute. Registered in the API's scope, so the web app's files and
 * /healthz carry no hook for it; an answer within the limit carries no counters, which no client reads
 * (a 429 still has them and `retry-after`) (docs/decisions/0065).
 */
export const apiRateLimit = fp(async (app: FastifyInstance, options: RateLimitOptions) => {
  // One count for every server process when Redis is there (architecture: several processes).
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    max: options.max,
    ...(redis ? { redis, nameSpace: `${options.redisPrefix}rate-limit:`, skipOnError: true } : {}),
    timeWindow: '1 minute',
    addHeadersOnExceeding: {
      'x-ratelimit-limit': false,
      'x-ratelimit-remaining': false,
      'x-ratelimit-reset': false,
    },
    errorResponseBuilder: () => new DomainError(Codes.TooManyRequests, undefined, { httpStatus: 429 }),
  });
});
