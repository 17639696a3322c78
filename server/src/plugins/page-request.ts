import type { FastifyRequest } from 'fastify';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/;
// A file the build or the store would have served (a script, a style, a picture, a font): missing, it is a 404,
// never the app. App paths may end in a number with a dot ("/refund/1/SN1/3,4/12.50"), so only these count.
const FILE_PATH =
  /\.(?:m?js|css|map|png|jpe?g|webp|avif|gif|svg|ico|json|txt|xml|woff2?|webmanifest|br|gz)$/i;

/**
 * Whether a request asks for a page: a GET or HEAD that does not accept JSON alone. Browsers send `text/html`,
 * link-preview robots, search engines and `curl` accept anything or send no Accept at all (docs/decisions/0100); only the
 * app's request client asks for `application/json`, and it gets the envelope.
 */
export function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (FILE_PATH.test(request.url.split('?')[0] ?? '')) return false;
  const types = (request.headers.accept ?? '')
    .split(',')
    .map((part) => (part.split(';')[0] ?? '').trim().toLowerCase())
    .filter((type) => type !== '');
  return types.length === 0 || !types.every((type) => JSON_TYPE.test(type));
}
