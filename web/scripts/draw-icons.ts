import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import sharp from 'sharp';

// Draws the installable app's icons from the favicon (run once after changing the mark; output committed).
const publicDir = resolve(import.meta.dirname, '..', 'public');
const mark = readFileSync(resolve(publicDir, 'favicon.svg'));
const BRAND = '#0b6e79';

for (const size of [192, 512]) {
  await sharp(mark, { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toFile(resolve(publicDir, `icon-${size}.png`));
}
await sharp(mark, { density: (72 * 180) / 64 })
  .resize(180, 180)
  .flatten({ background: BRAND })
  .png()
  .toFile(resolve(publicDir, 'apple-touch-icon.png'));

// A maskable icon keeps its mark inside the middle 80 % circle; the rest is plain brand colour.
const inner = await sharp(mark, { density: (72 * 340) / 64 })
  .resize(340, 340)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: BRAND } })
  .composite([{ input: inner, gravity: 'centre' }])
  .png()
  .toFile(resolve(publicDir, 'icon-maskable-512.png'));
