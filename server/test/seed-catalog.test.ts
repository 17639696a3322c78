import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CATEGORY_SLUGS } from '@crossbay/contract/catalog';
import sharp from 'sharp';
import { demoCatalog } from '#server/seed/catalog/demo-catalog.ts';
import { drawBanner, drawImage } from '#server/seed/catalog/draw-image.ts';
import { models, type ProductModel } from '#server/seed/catalog/drawings/index.ts';
import { colourOf } from '#server/seed/catalog/drawings/palette.ts';
import { drawProductPicture } from '#server/seed/catalog/drawings/picture.ts';
import { scene } from '#server/seed/catalog/drawings/studio.ts';
import { specPicture } from '#server/seed/catalog/product-images.ts';

const { shops, products } = demoCatalog();
const physical = products.filter((product) => !product.is_virtual);
const virtual = products.filter((product) => product.is_virtual);

function isPositiveCents(value: number): boolean {
  return Number.isInteger(value) && value > 0;
}

describe('demo catalogue', () => {
  it('is the same on every call', () => {
    assert.deepEqual(demoCatalog(), demoCatalog());
  });

  it('has enough shops and products in every category', () => {
    assert.ok(shops.length >= 24, `${shops.length} shops`);
    assert.ok(products.length >= 300, `${products.length} products`);
    for (const category of CATEGORY_SLUGS) {
      const count = products.filter((product) => product.category === category).length;
      assert.ok(count >= 25, `${category} has ${count} products`);
    }
  });

  it('gives every shop products and every product a known shop', () => {
    const shopAge = new Map(shops.map((shop) => [shop.key, shop.created_days_ago]));
    for (const product of products) {
      const age = shopAge.get(product.shop_key);
      assert.ok(age !== undefined, product.key);
      assert.ok(product.created_days_ago <= age, `${product.key} listed before its shop opened`);
    }
    for (const key of shopAge.keys()) {
      assert.ok(
        products.some((product) => product.shop_key === key),
        key,
      );
    }
  });

  it('points each spec that names a colour at the front picture in that colour', () => {
    let coloured = 0;
    for (const product of products) {
      for (const sku of product.skus) {
        const colour = colourOf(sku.spec.split(' / ')[0] ?? '');
        const index = specPicture(product.images, sku.spec);
        if (colour === undefined) {
          assert.equal(index, null, `${product.key} ${sku.spec}`);
          continue;
        }
        coloured += 1;
        const picture = index === null ? undefined : product.images[index];
        assert.equal(picture?.view, 'front', `${product.key} ${sku.spec}`);
        assert.deepEqual(picture?.colours, [colour], `${product.key} ${sku.spec}`);
      }
    }
    assert.ok(coloured >= 100, `${coloured} specs name a colour`);
  });

  it('uses unique keys', () => {
    assert.equal(new Set(shops.map((shop) => shop.key)).size, shops.length);
    assert.equal(new Set(products.map((product) => product.key)).size, products.length);
  });

  it('prices in positive integer cents, with list price above and cost below the price', () => {
    for (const product of products) {
      assert.ok(isPositiveCents(product.price_cents), product.key);
      assert.ok(isPositiveCents(product.cost_cents), product.key);
      assert.ok(product.cost_cents < product.price_cents, product.key);
      if (product.original_price_cents !== null) {
        assert.ok(isPositiveCents(product.original_price_cents), product.key);
        assert.ok(product.original_price_cents > product.price_cents, product.key);
      }
      for (const sku of product.skus)
        assert.ok(isPositiveCents(sku.price_cents), `${product.key} ${sku.spec}`);
      assert.equal(product.price_cents, Math.min(...product.skus.map((sku) => sku.price_cents)), product.key);
    }
  });

  it('keeps stock, SKUs, images and activity within range', () => {
    for (const product of products) {
      assert.ok(product.skus.length >= 1 && product.skus.length <= 4, product.key);
      assert.ok(product.images.length >= 3 && product.images.length <= 7, product.key);
      assert.equal(
        product.stock,
        product.skus.reduce((sum, sku) => sum + sku.stock, 0),
        product.key,
      );
      assert.ok(product.stock >= 0 && product.stock <= 500, product.key);
      assert.ok(product.demand >= 0 && product.demand < 1, product.key);
      assert.ok(Number.isInteger(product.browsing) && product.browsing >= 0, product.key);
      assert.match(product.description_html, /^(<\/?(p|ul|li|strong)>|[^<])*$/, product.key);
    }
    assert.ok(
      physical.some((product) => product.stock === 0),
      'some products are sold out',
    );
  });

  it('lists some products in Chinese, Thai, Japanese, Arabic and Russian', () => {
    for (const script of [
      /\p{Script=Han}/u,
      /\p{Script=Thai}/u,
      /\p{Script=Katakana}/u,
      /\p{Script=Arabic}/u,
      /\p{Script=Cyrillic}/u,
    ]) {
      assert.ok(products.filter((product) => script.test(product.name)).length >= 2, String(script));
    }
  });

  it('has virtual card products with limits and one card key per unit of stock', () => {
    assert.ok(virtual.length >= 6, `${virtual.length} virtual products`);
    for (const product of virtual) {
      assert.ok(['computer', 'mobile_phone', 'toys'].includes(product.category), product.key);
      assert.ok(product.limits, product.key);
      const { day, week, month } = product.limits;
      assert.ok(day !== null || week !== null || month !== null, product.key);
      assert.ok(product.card_keys.length >= 20 && product.card_keys.length <= 60, product.key);
      assert.equal(product.stock, product.card_keys.length, product.key);
      for (const card of product.card_keys) {
        assert.match(card.number, /^CBX-[A-Z0-9]{4}-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
        assert.match(card.password, /^[A-Za-z0-9]{12}$/);
      }
    }
    for (const product of physical) {
      assert.equal(product.limits, null, product.key);
      assert.equal(product.card_keys.length, 0, product.key);
    }
  });

  it('never repeats a card number', () => {
    const numbers = virtual.flatMap((product) => product.card_keys.map((card) => card.number));
    assert.equal(new Set(numbers).size, numbers.length);
  });
});

describe('demo product pictures', () => {
  it('show every product from the front, from another side and close up', () => {
    for (const product of products) {
      const views = product.images.map((image) => image.view);
      for (const view of ['front', 'side', 'detail'] as const)
        assert.ok(views.includes(view), `${product.key} ${view}`);
    }
  });

  it('show the product in each colour its specs name, and all of them side by side', () => {
    let coloured = 0;
    for (const product of products) {
      const named = new Set(product.skus.map((sku) => colourOf(sku.spec.split(' / ')[0] ?? '')));
      named.delete(undefined);
      if (named.size === 0) continue;
      coloured++;
      const fronts = product.images
        .filter((image) => image.view === 'front')
        .map((image) => image.colours[0]);
      assert.deepEqual(new Set(fronts), named, product.key);
      if (named.size > 1) {
        const lineup = product.images.find((image) => image.view === 'lineup');
        assert.deepEqual(new Set(lineup?.colours), named, product.key);
      }
    }
    assert.ok(coloured >= 100, `${coloured} products listed in colours`);
  });

  it('knows the colour of every spec that names one', () => {
    const plainColours = /^(Black|White|Navy|Silver|Red|Blue|Olive|Cream|Camel|Charcoal|Ivory|Teal|Sand)$/;
    for (const product of products)
      for (const sku of product.skus) {
        const first = sku.spec.split(' / ')[0] ?? '';
        if (plainColours.test(first)) assert.ok(colourOf(first), `${product.key} ${sku.spec}`);
      }
  });

  it('draws every kind of product, in every view, as a square WebP of the asked size', async () => {
    for (const model of Object.keys(models) as ProductModel[]) {
      const [colour = '#888888', other = '#222222'] = models[model].colours;
      for (const view of ['front', 'side', 'detail', 'lineup'] as const) {
        const colours = view === 'lineup' ? [colour, other] : [colour];
        const meta = await sharp(await drawProductPicture({ model, view, colours }, 96)).metadata();
        assert.equal(meta.format, 'webp', `${model} ${view}`);
        assert.equal(meta.width, 96, `${model} ${view}`);
        assert.equal(meta.height, 96, `${model} ${view}`);
      }
    }
  });

  it('paints no words over the product', () => {
    for (const model of Object.keys(models) as ProductModel[]) {
      assert.doesNotMatch(scene(models[model], 'front', models[model].colours), /<text/, model);
    }
  });
});

describe('demo shop images', () => {
  it('drops labels it has no font for instead of failing', async () => {
    const meta = await sharp(
      await drawImage({ seed: 1, hue: 10, label: '保温杯 & <Mug>', shape: 'cup' }, 120),
    ).metadata();
    assert.equal(meta.width, 120);
  });

  it('draws a wide WebP banner for each shop', async () => {
    const [shop] = shops;
    assert.ok(shop);
    const meta = await sharp(await drawBanner(shop.banner, 750, 300)).metadata();
    assert.equal(meta.format, 'webp');
    assert.equal(meta.width, 750);
    assert.equal(meta.height, 300);
  });
});
