import type { Model } from './model.ts';
import { darken, lighten, type Paint, seam } from './paint.ts';
import { circle, ellipse, grid, line, rect } from './svg.ts';

const headphones: Model = {
  front: (p, c) =>
    line('M24 56V42a26 26 0 0 1 52 0v14', darken(c, 0.15), 6) +
    line('M24 56V42a26 26 0 0 1 52 0v14', lighten(c, 0.2), 2, 'opacity="0.6"') +
    rect(16, 50, 16, 30, 8, p.cylinder(c)) +
    rect(68, 50, 16, 30, 8, p.cylinder(c)) +
    rect(28, 53, 6, 24, 3, darken(c, 0.45)) +
    rect(66, 53, 6, 24, 3, darken(c, 0.45)) +
    line('M22 48v-4M78 48v-4', '#8c9199', 2.4),
  base: 30,
  detail: { of: 'front', at: [26, 62] },
  colours: ['#26292e', '#d8ccb6', '#c5c9ce'],
};

function bud(p: Paint, c: string, x: number, y: number, flip = 1): string {
  return (
    ellipse(x, y, 7, 8, p.dome(c)) +
    ellipse(x + 6 * flip, y + 3, 3.4, 3, darken(c, 0.35)) +
    ellipse(x - 1.5, y - 2, 2, 2.6, '#ffffff', 'opacity="0.5"')
  );
}

const earbuds: Model = {
  front: (p, c) =>
    rect(26, 36, 48, 40, 16, p.dome(c)) +
    line('M27 50h46', seam(c), 0.8) +
    circle(50, 62, 1.2, '#5ce1a8') +
    bud(p, c, 28, 76, 1) +
    bud(p, c, 72, 76, -1),
  base: 30,
  detail: { of: 'front', at: [50, 70] },
  colours: ['#f1f1ef', '#26292e'],
};

// A portable speaker lying on its side: fabric body, rubber end caps, buttons on top.
const speaker: Model = {
  front: (p, c) => {
    const mesh = grid(16, 6, (i, j) =>
      circle(22 + i * 3.8 + (j % 2) * 1.9, 50 + j * 4.2, 0.7, darken(c, 0.3)),
    );
    return (
      rect(12, 42, 76, 40, 20, p.cylinder(c, false)) +
      mesh +
      rect(
        12,
        42,
        76,
        40,
        20,
        p.linear(
          [
            [0, '#ffffff', 0.25],
            [0.4, '#ffffff', 0],
          ],
          0,
          0,
          0,
          1,
        ),
      ) +
      rect(10, 44, 12, 36, 6, p.cylinder(darken(c, 0.45), false)) +
      rect(78, 44, 12, 36, 6, p.cylinder(darken(c, 0.45), false)) +
      rect(38, 40, 24, 4, 2, darken(c, 0.35)) +
      line('M44 42h2M49 42h2M54 42h2', lighten(c, 0.5), 0.8)
    );
  },
  base: 38,
  detail: { of: 'front', at: [28, 52] },
  colours: ['#26292e', '#2a8a8a', '#ef7a6a'],
};

export const audioModels = { headphones, earbuds, speaker };
