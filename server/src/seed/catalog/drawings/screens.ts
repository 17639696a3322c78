import { lighten, mix, type Paint } from './paint.ts';
import { circle, rect } from './svg.ts';

// Glass and lit screens, shared by phones, laptops, monitors and watches.

/** A lit screen showing a soft abstract wallpaper tinted by the device colour. */
export function wallpaper(
  p: Paint,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  tint: string,
): string {
  const sky = p.linear(
    [
      [0, mix('#1a2350', tint, 0.25)],
      [0.6, mix('#5a4fcf', tint, 0.3)],
      [1, mix('#f29e7c', tint, 0.25)],
    ],
    0,
    0,
    0.4,
    1,
  );
  const glow = p.radial(
    [
      [0, lighten(mix('#7fd3ff', tint, 0.3), 0.2), 0.85],
      [1, '#7fd3ff', 0],
    ],
    0.3,
    0.7,
    0.6,
  );
  return rect(x, y, w, h, r, sky) + rect(x, y, w, h, r, glow) + rect(x, y, w, h, r, p.gloss(0.3));
}

/** A camera lens: dark glass with a ring and a highlight. */
export function lens(p: Paint, cx: number, cy: number, r: number, ring = '#3a3f47'): string {
  const glass = p.radial(
    [
      [0, '#3b4a6b'],
      [0.6, '#0b0e14'],
      [1, '#000000'],
    ],
    0.45,
    0.4,
    0.6,
  );
  return (
    circle(cx, cy, r, ring) +
    circle(cx, cy, r * 0.74, glass) +
    circle(cx - r * 0.25, cy - r * 0.28, r * 0.16, '#ffffff', 'opacity="0.7"')
  );
}
