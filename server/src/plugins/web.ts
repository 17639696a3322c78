import { existsSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiNotFound } from './envelope.ts';

// Paths the server owns; every other page request belongs to the app (spec §2 routes, with any
// params: a refund link carries an amount with a dot).
const SERVER_PATHS = /^\/(api|media|uploads|assets)(\/|$)/;

/**
 * Serves the built web app, the media written by the seed and uploads, and falls back to
 * index.html for a browser's page request (GET accepting HTML) outside the server's own paths,
 * never for /api/*.
 */
export const web = fp(
  async (app: FastifyInstance, options: { webDist: string; mediaDir: string; uploadsDir: string }) => {
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
    // Media file names carry a content hash, so they never change under the same URL.
    for (const [prefix, root] of [
      ['/media/', options.mediaDir],
      ['/uploads/', options.uploadsDir],
    ] as const) {
      mkdirSync(root, { recursive: true });
      await app.register(fastifyStatic, {
        root,
        prefix,
        decorateReply: !hasWeb && prefix === '/media/',
        index: false,
        maxAge: '365d',
        immutable: true,
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        /text\/html/.test(request.headers.accept ?? '');
      if (hasWeb && isPage && !SERVER_PATHS.test(path)) {
        reply.header('cache-control', 'no-cache');
        return reply.sendFile('index.html', options.webDist);
      }
      return apiNotFound(request, reply);
    });
  },
);
