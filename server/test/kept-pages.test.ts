import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import { catalogChanged } from '#server/modules/public-cache/catalog-changed.ts';
import { KeptPages } from '#server/modules/public-cache/kept-pages.ts';
import { dialects } from './support/dialects.ts';
import { eventually } from './support/eventually.ts';
import { startTestApp, type TestApp } from './support/test-app.ts';

const TTL_MS = 200;

for (const dialect of dialects) {
  describe(`pages kept for many visitors on ${dialect}`, () => {
    let t: TestApp;
    before(async () => {
      t = await startTestApp(dialect);
    });
    after(() => t.close());

    /** A page whose every drawing is other bytes and takes `drawMs`, and how many drawings were asked for. */
    const drawnPage = (drawMs: number) => {
      const drawn = { count: 0 };
      const draw = async () => {
        drawn.count += 1;
        await sleep(drawMs);
        return `<p>drawing ${drawn.count}</p>`.repeat(200);
      };
      return { drawn, draw };
    };

    it('sends a page whose time is up as it is while it is drawn again, then the new one at its best', async () => {
      const pages = new KeptPages(t.app.db, { ttlMs: TTL_MS, maxEntries: 4, versionCheckMs: 1000 });
      const { drawn, draw } = drawnPage(100);
      const first = await pages.page('/home en UTC', draw);
      await sleep(TTL_MS + 50);

      const started = Date.now();
      const aged = await pages.page('/home en UTC', draw);
      assert.ok(Date.now() - started < 50, 'the visitor did not wait for the drawing');
      assert.equal(aged?.etag, first?.etag);
      assert.equal(drawn.count, 2, 'drawn again behind it');
      // Visitors meanwhile get the aged page too, and start no other drawing.
      assert.equal((await pages.page('/home en UTC', draw))?.etag, first?.etag);
      assert.equal(drawn.count, 2);

      const next = await eventually(
        () => pages.page('/home en UTC', draw),
        (page) => page?.etag !== first?.etag,
      );
      assert.match(String(next?.body), /drawing 2/);
      assert.equal(next?.etagFor('br'), `${next?.etag.slice(0, -1)}-br11"`, 'kept at brotli 11 at once');
    });

    it('never sends a page drawn before the catalog changed', async () => {
      const pages = new KeptPages(t.app.db, { ttlMs: TTL_MS, maxEntries: 4, versionCheckMs: 1000 });
      const { drawn, draw } = drawnPage(20);
      const first = await pages.page('/home de UTC', draw);
      await catalogChanged(t.app.db);
      const changed = await pages.page('/home de UTC', draw);
      assert.notEqual(changed?.etag, first?.etag);
      assert.equal(drawn.count, 2);
    });
  });
}
