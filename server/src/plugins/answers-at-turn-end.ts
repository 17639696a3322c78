import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Every answer is written at the end of the event-loop turn that finished it, once the other requests read in
 * that turn have been handled (docs/decisions/0080). A write to a peer on this machine (a proxy, a load
 * generator) wakes it; answers written one after another wake it once, and the handling of one request after
 * another keeps its code in the processor's caches.
 */
export const answersAtTurnEnd = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', (_request, _reply, payload, done) => void setImmediate(done, null, payload));
});
