import { Codes } from '@crossbay/contract/codes';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { BoundedQueue } from '#server/lib/bounded-queue.ts';
import { DomainError } from '#server/lib/domain-error.ts';
import { asList } from '#server/lib/hook-list.ts';

export type AddressQueueOptions = { inFlight: number; waiting: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A stream held open for minutes (Server-Sent Events): it takes no turn, and bounds its own count. */
    stream?: boolean;
  }
}

/**
 * A fair share per client address (`request.ip`, from X-Forwarded-For only with TRUST_PROXY): at most
 * `inFlight` of an address's API calls are handled at once; the next wait in that address's own queue,
 * in order, and past `waiting` of them the call answers 429. An address with 30 connections so keeps only
 * `inFlight` calls in the database's and the thread pool's queues, and another address's call goes
 * straight through (issue 35, decision 0099).
 *
 * A route hook placed after the public cache's, so an answer from the cache (tens of microseconds, no
 * database, no thread pool) takes no turn: what a flood could use to slow others is work, and only work
 * waits. An address with nothing in flight has no queue kept.
 */
export const addressQueue = fp(async (app: FastifyInstance, { inFlight, waiting }: AddressQueueOptions) => {
  const queues = new Map<string, BoundedQueue>();
  const takeTurn: onRequestHookHandler = (request, reply, done) => {
    const address = request.ip;
    let queue = queues.get(address);
    if (!queue) {
      queue = new BoundedQueue(inFlight, waiting);
      queues.set(address, queue);
    }
    const own = queue;
    const leave = () => {
      own.leave();
      if (own.idle) queues.delete(address);
    };
    const entered = own.enter(() => {
      // A caller that went away while waiting gives its turn on; nothing is left to answer.
      if (reply.raw.closed) return leave();
      reply.raw.once('close', leave);
      done();
    });
    if (!entered) done(new DomainError(Codes.TooManyRequests, undefined, { httpStatus: 429 }));
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.stream) return;
    route.onRequest = [...asList(route.onRequest), takeTurn];
  });
});
