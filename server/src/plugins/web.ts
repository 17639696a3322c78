import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PUBLIC_FILE_PREFIXES } from '#server/modules/files/file-paths.ts';
import { sendStoredFile } from '#server/modules/files/send.ts';
import type { FileStore } from '#server/modules/files/store.ts';
import { apiNotFound } from './envelope.ts';
import { isPageRequest } from './page-request.ts';

// Paths the server owns; every other page request belongs to the app (spec §2 routes, with any
// params: a refund link carries an amount with a dot).
const SERVER_PATHS = /^\/(api|media|uploads|assets|sitemap)(\/|$)/;

/**
 * Serves the built web app, the media drawn by the seed and uploads (from the file store), and falls back to
 * index.html for a page request (a GET not asking for JSON only) outside the server's own paths,
 * never for /api/*.
 */
export const web = fp(async (app: FastifyInstance, options: { webDist: string; files: FileStore }) => {
  const hasWeb = existsSync(resolve(options.webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      // One route per built file; everything else (including `/`) reaches the fallback below.
      wildcard: false,
      index: false,
      // The build writes file.br and file.gz beside every text file (web/build/precompress.ts): the one the
      // client accepts goes out as it is, with `content-encoding` and `vary: accept-encoding`.
      preCompressed: true,
      setHeaders: (reply, path) => {
        const hashed = path.includes(`${resolve(options.webDist, 'assets')}/`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  // Media names carry a content hash and upload names are random, so a URL never changes content. Private
  // uploads are not among these folders: the API serves them to their owner (modules/uploads/routes.ts).
  const serveFile = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const stored = await options.files.get(path);
    if (!stored) return reply.callNotFound();
    return sendStoredFile(request, reply, path, stored, 'public, max-age=31536000, immutable');
  };
  for (const prefix of PUBLIC_FILE_PREFIXES) app.get(`${prefix}:name`, { schema: { hide: true } }, serveFile);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (hasWeb && isPageRequest(request) && !SERVER_PATHS.test(path)) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', options.webDist);
    }
    return apiNotFound(request, reply);
  });
});
