import { Codes } from '@crossbay/contract/codes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PublicCache, Ticket } from './cache.ts';
import { Representation } from './representation.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer may be served from the public cache: 'shared' when it is the same for every caller,
     * 'anonymous' when only callers without a `token` share it (it carries the caller's own flags).
     */
    publicCache?: 'shared' | 'anonymous';
    /** Runs before a cached answer goes out, as the handler would have (the product's seen count). */
    onCachedAnswer?: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    publicCacheState: { key: string; ticket: Ticket; ok: boolean; hit?: Representation } | null;
  }
}

const hasToken = (request: FastifyRequest) => {
  const token = request.headers.token;
  return typeof token === 'string' && token.length > 0;
};

/** Route, language and the other query parameters in a fixed order: one key per distinct answer. */
function cacheKey(request: FastifyRequest): string {
  const at = request.url.indexOf('?');
  const params = new URLSearchParams(at === -1 ? '' : request.url.slice(at + 1));
  params.delete('lang');
  params.sort();
  return `${request.routeOptions.url} ${request.locale} ${params}`;
}

function send(request: FastifyRequest, reply: FastifyReply, answer: Representation) {
  const encoding = answer.encodingFor(request.headers['accept-encoding']);
  const etag = answer.etagFor(encoding);
  // Stored by the browser, asked again every time with If-None-Match (answers change within seconds).
  reply.header('etag', etag).header('cache-control', hasToken(request) ? 'private, no-cache' : 'no-cache');
  if (answer.compressible) reply.header('vary', 'accept-encoding');
  if (answer.matches(request.headers['if-none-match'])) {
    reply.code(304).removeHeader('content-type');
    return null;
  }
  if (!encoding) return answer.bytes;
  reply.header('content-encoding', encoding);
  const bytes = answer.encoded(encoding);
  reply.header('content-length', bytes.length);
  return bytes;
}

/**
 * Answers of routes with `config.auth` are `no-store`. Public GETs (the others) answer with a strong ETag and 304 to a matching
 * If-None-Match; routes with `config.publicCache` are answered from an in-process cache, their JSON
 * serialised and compressed once (docs/decisions/). Its onSend hook, a scope's, runs
 * before the compression plugin's per-route one, which leaves an answer already encoded alone.
 */
export const publicAnswers = fp(async (app: FastifyInstance, { cache }: { cache: PublicCache }) => {
  app.decorateRequest('publicCacheState', null);

  const answerFromCache = async (request: FastifyRequest, reply: FastifyReply) => {
    const { publicCache, onCachedAnswer } = request.routeOptions.config;
    if (request.method !== 'GET' || !publicCache) return;
    if (publicCache === 'anonymous' && hasToken(request)) return;
    const key = cacheKey(request);
    const ticket = await cache.ticket();
    const hit = cache.lookup(key, ticket);
    request.publicCacheState = { key, ticket, ok: false, ...(hit ? { hit } : {}) };
    if (!hit) return;
    await onCachedAnswer?.(request);
    // The reply is a thenable: returning it lets no later step run before the answer has gone.
    return reply.type('application/json; charset=utf-8').send(hit.bytes);
  };
  // A route's own onRequest hooks run after every scope's, so the rate limit (a route hook, added when
  // the route is) has counted the call before a cached answer goes out.
  app.addHook('onRoute', (route) => {
    if (!route.config?.publicCache) return;
    const own = route.onRequest ?? [];
    route.onRequest = [...(Array.isArray(own) ? own : [own]), answerFromCache];
  });

  // Only a success is kept: a "not found" may be found a second later.
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const state = request.publicCacheState;
    if (state) state.ok = (payload as { code?: unknown } | null)?.code === Codes.Ok;
    return payload;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const state = request.publicCacheState;
    if (state?.hit) return send(request, reply, state.hit);
    // A buyer's own data (orders, wallet, addresses) is never stored by a browser or a proxy.
    if (request.routeOptions.config.auth) {
      reply.header('cache-control', 'no-store');
      return payload;
    }
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string') return payload;
    return send(
      request,
      reply,
      state?.ok ? cache.store(state.key, state.ticket, payload) : new Representation(payload),
    );
  });
});
