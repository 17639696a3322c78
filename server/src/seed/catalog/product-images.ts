import { models, type ProductModel } from './drawings/index.ts';
import { colourOf } from './drawings/palette.ts';
import type { ProductPicture } from './drawings/picture.ts';
import type { Rng } from './prng.ts';
import type { DemoSku } from './types.ts';

export type ProductLook = { model: ProductModel };

// The flat pictures drew a background hue here; the draw stays so the rest of the demo catalog
// (prices, stock, names after this product) comes out as before.
export function lookOf(model: ProductModel, rng: Rng): ProductLook {
  rng.next();
  return { model };
}

export function imageSeed(rng: Rng): number {
  return rng.int(1, 2 ** 31 - 1);
}

/** The colours a product's specs name ("Navy / L" is navy), each once, in listing order. */
export function specColours(skus: DemoSku[]): string[] {
  const named = skus.map((sku) => colourOf(sku.spec.split(' / ')[0] ?? '')).filter((c) => c !== undefined);
  return [...new Set(named)];
}

/** The picture (its place in `images`) that shows a spec's colour from the front, when its spec names one. */
export function specPicture(images: ProductPicture[], spec: string): number | null {
  const colour = colourOf(spec.split(' / ')[0] ?? '');
  if (colour === undefined) return null;
  const index = images.findIndex((image) => image.view === 'front' && image.colours.join() === colour);
  return index === -1 ? null : index;
}

// Like a shop's photo set: the front, a second angle and a close-up in the first colour, then the
// front in every other colour and all colours side by side.
export function productImages(look: ProductLook, skus: DemoSku[], rng: Rng): ProductPicture[] {
  // the same random draws as the earlier flat pictures, so the rest of the demo catalog is unchanged
  const draws = Array.from({ length: rng.int(1, 4) }, () => [imageSeed(rng), rng.int(-12, 12)] as const);
  const [seed = 0] = draws[0] ?? [];
  const model = models[look.model];
  const named = specColours(skus);
  const colours = named.length > 0 ? named : [model.colours[seed % model.colours.length] ?? '#8c9199'];
  const [first = colours[0] ?? '', ...others] = colours;
  const shot = (view: ProductPicture['view'], shown: string[]): ProductPicture => ({
    model: look.model,
    view,
    colours: shown,
  });
  return [
    shot('front', [first]),
    shot('side', [first]),
    shot('detail', [first]),
    ...others.map((colour) => shot('front', [colour])),
    ...(others.length > 0 ? [shot('lineup', colours)] : []),
  ];
}
