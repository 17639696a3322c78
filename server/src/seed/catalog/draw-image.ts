import sharp from 'sharp';
import { seededRng } from './prng.ts';
import { drawShape } from './shape-drawings.ts';
import type { DemoImage } from './types.ts';

// Only fonts for basic Latin are sure to exist, so anything else is left out of the picture.
const fontFamily = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const channel = (n: number): string => {
    const k = (n + hue / 30) % 12;
    const value = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function printableLabel(label: string, maxLength: number): string {
  const latin = label.replace(/[^\x20-\x7E]/g, '').trim();
  const short = latin.length > maxLength ? `${latin.slice(0, maxLength - 1).trimEnd()}.` : latin;
  return short.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

function background(image: DemoImage, width: number): string {
  const rng = seededRng(image.seed);
  const bubbles = Array.from({ length: 4 }, () => {
    const opacity = (0.06 + rng.next() * 0.12).toFixed(2);
    const [x, y, radius] = [rng.int(0, width), rng.int(0, 100), rng.int(10, 40)];
    return `<circle cx="${x}" cy="${y}" r="${radius}" fill="#fff" opacity="${opacity}"/>`;
  }).join('');
  return (
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">' +
    `<stop offset="0" stop-color="${hslToHex(image.hue, 70, 64)}"/>` +
    `<stop offset="1" stop-color="${hslToHex((image.hue + 35) % 360, 62, 40)}"/>` +
    `</linearGradient></defs><rect width="${width}" height="100" fill="url(#bg)"/>${bubbles}`
  );
}

function svgDocument(widthPx: number, heightPx: number, viewWidth: number, content: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${widthPx}" height="${heightPx}" ` +
      `viewBox="0 0 ${viewWidth} 100" preserveAspectRatio="none">${content}</svg>`,
  );
}

async function toWebp(svg: Buffer, width: number, height: number): Promise<Buffer> {
  // effort 2 keeps a thousand seed images to seconds; the files are small either way
  return sharp(svg).resize(width, height, { fit: 'fill' }).webp({ quality: 80, effort: 2 }).toBuffer();
}

export async function drawImage(image: DemoImage, size: number): Promise<Buffer> {
  const label = printableLabel(image.label, 16);
  const fontSize = Math.min(10, 90 / Math.max(1, label.length * 0.62)).toFixed(1);
  const body = hslToHex(image.hue, 35, 96);
  const ink = hslToHex(image.hue, 55, 28);
  const text = label
    ? `<text x="50" y="93" font-family="${fontFamily}" font-size="${fontSize}" font-weight="bold" ` +
      `fill="#fff" text-anchor="middle">${label}</text>`
    : '';
  const shape = `<g transform="translate(12 4) scale(0.76)">${drawShape(image.shape, body, ink)}</g>`;
  return toWebp(svgDocument(size, size, 100, background(image, 100) + shape + text), size, size);
}

// Wide picture for a shop's header and the home carousel: name on the left, drawing on the right.
export async function drawBanner(image: DemoImage, width: number, height: number): Promise<Buffer> {
  const viewWidth = Math.round((100 * width) / height);
  const label = printableLabel(image.label, 32);
  const room = viewWidth - 110;
  const fontSize = Math.min(16, room / Math.max(1, label.length * 0.62)).toFixed(1);
  const body = hslToHex(image.hue, 35, 96);
  const ink = hslToHex(image.hue, 55, 28);
  const text = label
    ? `<text x="8" y="56" font-family="${fontFamily}" font-size="${fontSize}" font-weight="bold" ` +
      `fill="#fff">${label}</text>`
    : '';
  const drawing = drawShape(image.shape, body, ink);
  const shape = `<g transform="translate(${viewWidth - 100} 8) scale(0.84)">${drawing}</g>`;
  return toWebp(
    svgDocument(width, height, viewWidth, background(image, viewWidth) + shape + text),
    width,
    height,
  );
}
