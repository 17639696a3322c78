import type { FastifyRequest } from 'fastify';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/;

/**
 * Whether a request asks for a page: a GET or HEAD that does not accept JSON alone. Browsers send `text/html`,
 * link-preview robots, search engines and `curl` accept anything or send no Accept at all (docs/decisions/0100); only the
 * app's request client asks for `application/json`, and it gets the envelope.
 */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const types = (request.headers.accept ?? '')
    .split(',')
    .map((part) => (part.split(';')[0] ?? '').trim().toLowerCase())
    .filter((type) => type !== '');
  return types.length === 0 || !types.every((type) => JSON_TYPE.test(type));
}
