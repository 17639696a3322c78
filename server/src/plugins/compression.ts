import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
export const BROTLI_QUALITY = 4;
export const GZIP_LEVEL = 6;

/**
 * Compresses the API's JSON answers per request, brotli or gzip as the client accepts. Brotli at quality
 * 4 compresses JSON nearly as well as gzip -9 at a fraction of quality 11's CPU. Server-sent events
 * (text/event-stream) are never compressed (the plugin's default types leave them out), request bodies are
 * never inflated (uploads stay as sent), and the built web app is not touched: its files are compressed once
 * at build time (web/build/precompress.ts) and sent by the web plugin as they are.
 */
export const apiCompression = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    zlibOptions: { level: GZIP_LEVEL },
    globalDecompression: false,
  });
});
