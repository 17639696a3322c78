import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { ProductDetail } from '@crossbay/contract/catalog';
import { Codes } from '@crossbay/contract/codes';
import sharp from 'sharp';
import { dialects } from './support/dialects.ts';
import { get, startTestApp, type TestApp } from './support/test-app.ts';

async function fetchBytes(t: TestApp, url: string): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url });
  assert.equal(res.statusCode, 200, url);
  return res.rawPayload;
}

// How light the middle of a picture is, 0 (black) to 255 (white): where the product stands.
async function centreLightness(bytes: Buffer): Promise<number> {
  const image = sharp(bytes);
  const { width = 0, height = 0 } = await image.metadata();
  const middle = { left: Math.round(width * 0.35), top: Math.round(height * 0.35) };
  const crop = { ...middle, width: Math.round(width * 0.3), height: Math.round(height * 0.3) };
  const pixels = await image.extract(crop).greyscale().raw().toBuffer();
  return pixels.reduce((sum, value) => sum + value, 0) / pixels.length;
}

// A buyer sees the product itself, from several sides, in each colour it is sold in.
for (const dialect of dialects) {
  describe(`the demo product pictures on ${dialect}`, () => {
    let t: TestApp;
    let details: ProductDetail[];
    before(async () => {
      t = await startTestApp(dialect);
      const rows = await t.app.db.selectFrom('products').select('id').orderBy('id').execute();
      details = [];
      for (const { id } of rows) {
        const res = await get<ProductDetail>(t.app, `/api/product/detail?id=${id}`);
        assert.equal(res.body.code, Codes.Ok);
        details.push(res.body.data);
      }
    });
    after(() => t.close());

    it('shows every product in at least three pictures', () => {
      assert.ok(details.length >= 300);
      for (const product of details)
        assert.ok(product.pictures.length >= 3, `${product.name}: ${product.pictures.length}`);
    });

    it('serves each picture as a WebP of the size the API states, with a smaller thumbnail', async () => {
      const seen = new Set<string>();
      for (const picture of details.flatMap((product) => product.pictures)) {
        if (seen.has(picture.large)) continue;
        seen.add(picture.large);
        const large = await sharp(await fetchBytes(t, picture.large)).metadata();
        assert.equal(large.format, 'webp', picture.large);
        assert.equal(large.width, picture.width, picture.large);
        assert.equal(large.height, picture.height, picture.large);
        const thumb = await sharp(await fetchBytes(t, picture.thumb)).metadata();
        assert.equal(thumb.format, 'webp', picture.thumb);
        assert.ok((thumb.width ?? 0) < picture.width, picture.thumb);
      }
    });

    it('shows earbuds, sneakers and T-shirts sold in black and in white once dark and once light', async () => {
      const colourOf = (spec: string) => spec.split(' / ')[0];
      // kinds whose body fills the middle of the picture (a monitor's middle is its screen)
      const both = details.filter((product) => {
        const colours = new Set(product.skus.map((sku) => colourOf(sku.spec)));
        return /Earbuds|Sneakers|T-Shirt/.test(product.name) && colours.has('Black') && colours.has('White');
      });
      assert.ok(both.length >= 2, `${both.length} such products`);
      for (const product of both) {
        const lightness = await Promise.all(
          product.pictures.map(async (picture) => centreLightness(await fetchBytes(t, picture.large))),
        );
        assert.ok(Math.min(...lightness) < 120, `${product.name} has a dark picture: ${lightness}`);
        assert.ok(Math.max(...lightness) > 190, `${product.name} has a light picture: ${lightness}`);
      }
    });
  });
}
