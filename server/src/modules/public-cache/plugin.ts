import { Codes } from '@crossbay/contract/codes';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { asList } from '#server/lib/hook-list.ts';
import { hasSessionToken } from '#server/plugins/auth.ts';
import type { PublicCache, Ticket } from './cache.ts';
import { Representation } from './representation.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The answer may be served from the public cache: 'shared' when it is the same for every caller,
     * 'anonymous' when only callers without a session share it (it carries the caller's own flags).
     */
    publicCache?: 'shared' | 'anonymous';
    /** Runs before a cached answer goes out, as the handler would have (the product's seen count). */
    onCachedAnswer?: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    publicCacheState: { key: string; ticket: Ticket; ok: boolean; hit?: Representation } | null;
  }
}

type Done = (error: Error | null, payload?: unknown) => void;

const KEYS_REMEMBERED = 10_000;
const keysByUrl = new Map<string, string>();

/** Route, language and the other query parameters in a fixed order: one key per distinct answer. */
function cacheKey(request: FastifyRequest): string {
  const known = keysByUrl.get(request.url);
  if (known !== undefined) return known;
  const at = request.url.indexOf('?');
  const params = new URLSearchParams(at === -1 ? '' : request.url.slice(at + 1));
  params.delete('lang');
  params.sort();
  const key = `${request.routeOptions.url} ${request.locale} ${params}`;
  // The same URL is the same key; the memo is emptied rather than grown without bound.
  if (keysByUrl.size >= KEYS_REMEMBERED) keysByUrl.clear();
  keysByUrl.set(request.url, key);
  return key;
}

/** Sends `answer` in the encoding the caller accepts with its ETag, or 304 (null) when the caller has it. */
export function sendRepresentation(request: FastifyRequest, reply: FastifyReply, answer: Representation) {
  const encoding = answer.encodingFor(request.headers['accept-encoding']);
  const etag = answer.etagFor(encoding);
  // Stored by the browser, asked again every time with If-None-Match (answers change within seconds).
  reply
    .header('etag', etag)
    .header('cache-control', hasSessionToken(request) ? 'private, no-cache' : 'no-cache');
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
 * serialised and compressed once (docs/decisions/0050). Its onSend hook, a scope's, runs
 * before the compression plugin's per-route one, which leaves an answer already encoded alone.
 */
export const publicAnswers = fp(async (app: FastifyInstance, { cache }: { cache: PublicCache }) => {
  app.decorateRequest('publicCacheState', null);

  const answerFrom = (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    ticket: Ticket,
    done: HookHandlerDoneFunction,
  ) => {
    const hit = cache.lookup(key, ticket);
    request.publicCacheState = { key, ticket, ok: false, ...(hit ? { hit } : {}) };
    if (!hit) return done();
    // Answering from a hook: the reply is sent and `done` is not called, so no later step runs.
    const answer = () => void reply.type('application/json; charset=utf-8').send(hit.bytes);
    const { onCachedAnswer } = request.routeOptions.config;
    if (onCachedAnswer) onCachedAnswer(request).then(answer, done);
    else answer();
  };
  // A callback hook: a hit within a second of the last version read costs no promise.
  const answerFromCache = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const { publicCache } = request.routeOptions.config;
    if (
      request.method !== 'GET' ||
      !publicCache ||
      (publicCache === 'anonymous' && hasSessionToken(request))
    ) {
      return done();
    }
    const key = cacheKey(request);
    const ticket = cache.recentTicket();
    if (ticket) return answerFrom(request, reply, key, ticket, done);
    cache.ticket().then((fresh) => answerFrom(request, reply, key, fresh, done), done);
  };
  // A route's own onRequest hooks run after every scope's, so the rate limit (a route hook, added when
  // the route is) has counted the call before a cached answer goes out.
  // Only a success is kept: a "not found" may be found a second later.
  const noteSuccess = (request: FastifyRequest, _reply: FastifyReply, payload: unknown, done: Done) => {
    const state = request.publicCacheState;
    if (state) state.ok = (payload as { code?: unknown } | null)?.code === Codes.Ok;
    done(null, payload);
  };
  // Both on the cached routes only; the other routes carry no hook that does nothing for them.
  app.addHook('onRoute', (route) => {
    if (!route.config?.publicCache) return;
    route.onRequest = [...asList(route.onRequest), answerFromCache];
    route.preSerialization = [...asList(route.preSerialization), noteSuccess];
  });

  // A callback hook: an answer's headers are set without a promise per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    const state = request.publicCacheState;
    if (state?.hit) return done(null, sendRepresentation(request, reply, state.hit));
    // A buyer's own data (orders, wallet, addresses) is never stored by a browser or a proxy.
    if (request.routeOptions.config.auth) {
      reply.header('cache-control', 'no-store');
      return done(null, payload);
    }
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') {
      return done(null, payload);
    }
    const answer = state?.ok ? cache.store(state.key, state.ticket, payload) : new Representation(payload);
    done(null, sendRepresentation(request, reply, answer));
  });
});
