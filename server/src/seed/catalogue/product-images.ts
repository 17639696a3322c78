import type { Rng } from './prng.ts';
import type { DemoImage, ImageShape } from './types.ts';

export type ProductLook = { shape: ImageShape; hue: number; label: string };

export function imageSeed(rng: Rng): number {
  return rng.int(1, 2 ** 31 - 1);
}

// The gallery shows the same item on a few backgrounds, like photos taken from different angles.
export function productImages(look: ProductLook, rng: Rng): DemoImage[] {
  const count = rng.int(1, 4);
  return Array.from({ length: count }, (_, i) => ({
    seed: imageSeed(rng),
    hue: (look.hue + i * 40 + rng.int(-12, 12) + 360) % 360,
    label: look.label,
    shape: look.shape,
  }));
}
