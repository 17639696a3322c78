import { Codes } from '@crossbay/contract/codes';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { DomainError } from '../lib/domain-error.ts';

// The web app runs with no inline script; antd-mobile sets style attributes, hence style 'unsafe-inline'.
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  connectSrc: ["'self'"],
  fontSrc: ["'self'", 'data:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

export type SecurityOptions = { max: number; redisUrl?: string | undefined; redisPrefix: string };

export const security = fp(async (app: FastifyInstance, options: SecurityOptions) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
    // Plain-http local runs (the README's first command) must not be upgraded to https.
    strictTransportSecurity: false,
  });
  // One count for every server process when Redis is there (architecture: several processes).
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    max: options.max,
    ...(redis ? { redis, nameSpace: `${options.redisPrefix}rate-limit:`, skipOnError: true } : {}),
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: () => new DomainError(Codes.TooManyRequests, undefined, { httpStatus: 429 }),
  });
});

/** The policy as a header value, for plugins that set their own (the API docs page). */
export function contentSecurityPolicyHeader(): string {
  return Object.entries(CONTENT_SECURITY_POLICY)
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, sources]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${sources.join(' ')}`)
    .join('; ');
}
