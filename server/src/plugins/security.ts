import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

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

/** The headers a helmet middleware sets, worked out once: with no nonces they are the same every time. */
function headersOf(middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => void) {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value;
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  middleware({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  return headers;
}

// The web app's pages and files, and the API docs page.
const PAGE_HEADERS = headersOf(
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    crossOriginEmbedderPolicy: false,
    // Plain-http local runs (the README's first command) must not be upgraded to https.
    strictTransportSecurity: false,
  }),
);

// A JSON answer is never a document: it must not be sniffed as one, framed, or read by another site's
// page; the page-only headers (the app's policy, opener and agent-cluster isolation, prefetch, download
// and XSS-filter switches) are left off it.
const API_HEADERS: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
};

const isApiAnswer = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

// A year, this host and its subdomains: a browser that once came over https never asks over http again.
export const HSTS_HEADER = { 'strict-transport-security': 'max-age=31536000; includeSubDomains' };

/**
 * `hsts`: every answer carries Strict-Transport-Security (the shop is only ever served over https). Else, behind
 * a proxy (`trustProxy`), the answers to requests the proxy says came over https carry it; a plain-http local
 * run never does.
 */
export const security = fp(async (app: FastifyInstance, options: { hsts: boolean; trustProxy: boolean }) => {
  const api = options.hsts ? { ...API_HEADERS, ...HSTS_HEADER } : API_HEADERS;
  const page = options.hsts ? { ...PAGE_HEADERS, ...HSTS_HEADER } : PAGE_HEADERS;
  const overHttps = !options.hsts && options.trustProxy;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiAnswer(request.url) ? api : page);
    if (overHttps && request.protocol === 'https') reply.headers(HSTS_HEADER);
    done();
  });
});

/** The policy as a header value, for plugins that set their own (the API docs page). */
export function contentSecurityPolicyHeader(): string {
  return Object.entries(CONTENT_SECURITY_POLICY)
    .filter((entry): entry is [string, string[]] => entry[1] !== null)
    .map(([name, sources]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${sources.join(' ')}`)
    .join('; ');
}
