import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredFile } from './store.ts';

/**
 * Answers a kept file with `cache-control`, its name as the etag (names never change content: a hash or a random
 * name) and 304 to that etag.
 */
export function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  stored: StoredFile,
  cacheControl: string,
) {
  const etag = `"${path.slice(path.lastIndexOf('/') + 1)}"`;
  reply
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('last-modified', stored.createdAt.toUTCString());
  if (request.headers['if-none-match'] === etag) return reply.status(304).send();
  return reply.type(stored.contentType).send(stored.bytes);
}
