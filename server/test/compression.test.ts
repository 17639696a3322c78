import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { Codes } from '@crossbay/contract/codes';
import sharp from 'sharp';
import { COMPRESS_THRESHOLD_BYTES } from '#server/plugins/compression.ts';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { multipart } from './support/uploads.ts';

const ENTRY = '/assets/index-C0ffee42.js';
const ENTRY_SOURCE = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word ${i}`))};\n`;
const INDEX_HTML = `<!doctype html><title>Crossbay</title><script type="module" src="${ENTRY}"></script><div id="root"></div>`;

/** A built web app as `vite build` leaves it: every text file with its .br and .gz beside it. */
function builtWebApp(dir: string): string {
  mkdirSync(resolve(dir, 'assets'), { recursive: true });
  for (const [path, text] of [
    ['index.html', INDEX_HTML],
    [ENTRY.slice(1), ENTRY_SOURCE],
  ] as const) {
    const file = resolve(dir, path);
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  return dir;
}

const varies = (header: unknown) => /(^|,\s*)accept-encoding(\s*,|$)/i.test(String(header ?? ''));

for (const dialect of dialects) {
  describe(`compression on ${dialect}`, () => {
    let t: TestApp;
    let webDist: string;
    before(async () => {
      webDist = builtWebApp(mkdtempSync(resolve(tmpdir(), 'crossbay-web-')));
      t = await startTestApp(dialect, { config: { WEB_DIST: webDist } });
    });
    after(async () => {
      await t.close();
      rmSync(webDist, { recursive: true, force: true });
    });

    const fetchEntry = (acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url: ENTRY,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      });

    it('sends the entry chunk brotli-compressed to a client that accepts br, from the build’s .br file', async () => {
      const res = await fetchEntry('gzip, deflate, br, zstd');
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['content-encoding'], 'br');
      assert.match(String(res.headers['content-type']), /javascript/);
      assert.ok(varies(res.headers.vary), `vary: ${res.headers.vary}`);
      assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.ok(res.rawPayload.length < ENTRY_SOURCE.length);
      assert.equal(brotliDecompressSync(res.rawPayload).toString(), ENTRY_SOURCE);
    });

    it('sends it gzip-compressed to a client that accepts only gzip', async () => {
      const res = await fetchEntry('gzip');
      assert.equal(res.headers['content-encoding'], 'gzip');
      assert.ok(varies(res.headers.vary));
      assert.equal(gunzipSync(res.rawPayload).toString(), ENTRY_SOURCE);
    });

    it('sends it as it is to a client that accepts no encoding, still saying it varies', async () => {
      for (const acceptEncoding of [undefined, 'identity']) {
        const res = await fetchEntry(acceptEncoding);
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers['content-encoding'], undefined, `accept-encoding: ${acceptEncoding}`);
        assert.ok(varies(res.headers.vary));
        assert.equal(res.payload, ENTRY_SOURCE);
      }
    });

    it('sends the page (any app route) compressed but never to be reused without asking', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/detail/3',
        headers: { accept: 'text/html', 'accept-encoding': 'br' },
      });
      assert.equal(res.statusCode, 200);
      assert.equal(res.headers['cache-control'], 'no-cache');
      assert.equal(res.headers['content-encoding'], 'br');
      assert.ok(varies(res.headers.vary));
      assert.equal(brotliDecompressSync(res.rawPayload).toString(), INDEX_HTML);
    });

    it('compresses a large API answer and leaves the envelope intact', async () => {
      const url = '/api/index/product?limit=50&lang=en';
      const plain = await t.app.inject({ method: 'GET', url });
      assert.equal(plain.headers['content-encoding'], undefined);
      assert.ok(plain.rawPayload.length > COMPRESS_THRESHOLD_BYTES, `${plain.rawPayload.length} bytes`);

      const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      assert.equal(br.statusCode, 200);
      assert.equal(br.headers['content-encoding'], 'br');
      assert.ok(varies(br.headers.vary));
      assert.match(String(br.headers['content-type']), /application\/json/);
      assert.ok(br.rawPayload.length < plain.rawPayload.length / 3, `${br.rawPayload.length} bytes`);
      const envelope = JSON.parse(brotliDecompressSync(br.rawPayload).toString());
      assert.equal(envelope.code, Codes.Ok);
      assert.deepEqual(envelope, plain.json());

      const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
      assert.equal(gz.headers['content-encoding'], 'gzip');
      assert.deepEqual(JSON.parse(gunzipSync(gz.rawPayload).toString()), plain.json());
    });

    it('leaves a small answer, an error envelope included, uncompressed', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/user/getUserInfo',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      assert.equal(res.statusCode, 401);
      assert.equal(res.headers['content-encoding'], undefined);
      assert.equal(res.json().code, 401);
    });

    it('takes an upload as sent and answers it in the envelope', async () => {
      const buyer = await newBuyer(t.app, 'Zipper');
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#159' } })
        .png()
        .toBuffer();
      const { payload, headers } = multipart('proof.png', 'image/png', png);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/common/upload',
        payload,
        headers: { ...headers, token: buyer.token, 'accept-encoding': 'br, gzip' },
      });
      assert.equal(res.statusCode, 200);
      const body =
        res.headers['content-encoding'] === 'br'
          ? JSON.parse(brotliDecompressSync(res.rawPayload).toString())
          : res.json();
      assert.equal(body.code, Codes.Ok);
      assert.match(body.data.url, /^\/api\/private-uploads\//);
    });
  });
}
