import assert from 'node:assert/strict';
import { existsSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { migrateToLatest } from '#server/db/migrate.ts';
import { type FileStore, fileStore } from '#server/modules/files/store.ts';
import { storeDrawn } from '#server/seed/media.ts';
import { dialects } from './support/dialects.ts';
import { newBuyer } from './support/session.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';
import { freshDatabase, type TestDb } from './support/test-db.ts';
import { multipart } from './support/uploads.ts';

const KINDS = ['folder', 'database'] as const;

for (const dialect of dialects) {
  for (const kind of KINDS) {
    describe(`FILE_STORE=${kind} on ${dialect}`, () => {
      let test: TestDb;
      let files: FileStore;
      before(async () => {
        test = await freshDatabase(dialect);
        await migrateToLatest(test.db);
        files = fileStore({ FILE_STORE: kind, DATA_DIR: test.dataDir, MEDIA_DIR: undefined }, test.db);
      });
      after(() => test.drop());

      it('keeps bytes under their path, keeps the first of two puts, and knows nothing else', async () => {
        const bytes = Buffer.from([0, 1, 2, 250, 255, 0, 7]);
        assert.equal(await files.has('/uploads/abc_1-x.webp'), false);
        assert.equal(await files.get('/uploads/abc_1-x.webp'), undefined);
        await files.put('/uploads/abc_1-x.webp', 'image/webp', bytes);
        await files.put('/uploads/abc_1-x.webp', 'image/webp', Buffer.from('other'));
        assert.equal(await files.has('/uploads/abc_1-x.webp'), true);
        const stored = await files.get('/uploads/abc_1-x.webp');
        assert.deepEqual(stored?.bytes, bytes);
        assert.equal(stored?.contentType, 'image/webp');
        assert.ok(stored && Date.now() - stored.createdAt.getTime() < 60_000);
        assert.equal(await files.get('/media/abc_1-x.webp'), undefined, 'another folder is another path');
        assert.equal(await files.get('/uploads/../crossbay.sqlite'), undefined);
        const onDisk = existsSync(resolve(test.dataDir, 'uploads', 'abc_1-x.webp'));
        assert.equal(onDisk, kind === 'folder', 'only the folder store writes to DATA_DIR');
      });

      it('draws a seed picture once: a second store of the same recipe reuses it', async () => {
        let draws = 0;
        const draw = async () => {
          draws += 1;
          return sharp({ create: { width: 4, height: 4, channels: 3, background: '#123' } })
            .webp()
            .toBuffer();
        };
        const first = await storeDrawn(files, { test: kind, n: 1 }, draw);
        const second = await storeDrawn(files, { test: kind, n: 1 }, draw);
        assert.match(first, /^\/media\/[0-9a-f]{20}\.webp$/);
        assert.equal(second, first);
        assert.equal(draws, 1);
        assert.equal((await sharp((await files.get(first))?.bytes).metadata()).format, 'webp');
      });
    });

    describe(`an upload with FILE_STORE=${kind} on ${dialect}`, () => {
      let t: TestApp;
      before(async () => {
        t = await startTestApp(dialect, { seed: false, config: { FILE_STORE: kind } });
      });
      after(() => t.close());

      it('is served at its URL with a year of immutable caching when public, and answers 304 to its etag', async () => {
        const buyer = await newBuyer(t.app, `keeper${kind}`);
        const png = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#5a2' } })
          .png()
          .toBuffer();
        const { payload, headers } = multipart('p.png', 'image/png', png, { access: 'public' });
        const upload = await t.app.inject({
          method: 'POST',
          url: '/api/common/upload',
          payload,
          headers: { ...headers, token: buyer.token },
        });
        const url = upload.json().data.url as string;
        const res = await t.app.inject({ method: 'GET', url });
        assert.equal(res.statusCode, 200);
        assert.equal(res.headers['content-type'], 'image/webp');
        assert.equal(res.headers['cache-control'], 'public, max-age=31536000, immutable');
        assert.deepEqual(
          await sharp(res.rawPayload)
            .metadata()
            .then((m) => [m.format, m.width, m.height]),
          ['webp', 20, 10],
        );
        const again = await t.app.inject({
          method: 'GET',
          url,
          headers: { 'if-none-match': String(res.headers.etag) },
        });
        assert.equal(again.statusCode, 304);
        const head = await t.app.inject({ method: 'HEAD', url });
        assert.equal(head.statusCode, 200);
        const missing = await t.app.inject({ method: 'GET', url: '/uploads/never-uploaded.webp' });
        assert.equal(missing.statusCode, 404);
        assert.equal(missing.json().code, 404);
        const folder = resolve(t.testDb.dataDir, 'uploads');
        const written = existsSync(folder) ? readdirSync(folder) : [];
        assert.deepEqual(written, kind === 'folder' ? [url.slice('/uploads/'.length)] : []);
      });
    });
  }
}
