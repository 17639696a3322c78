import type { Model } from './model.ts';
import { darken, lighten, type Paint } from './paint.ts';
import { circle, ellipse, line, path, rect } from './svg.ts';

// Home goods: cookware, knives, boxes and soft furnishings folded as a shop would stack them.

function folded(p: Paint, c: string, layers: number, height: number): string {
  return Array.from({ length: layers }, (_, i) => {
    const y = 86 - (i + 1) * height;
    const shade = i % 2 === 0 ? c : lighten(c, 0.08);
    return (
      rect(16 + i, y, 68 - i * 2, height, height / 2.4, p.cylinder(shade, false)) +
      line(`M${22 + i} ${y + height * 0.5}h${56 - i * 2}`, darken(c, 0.15), 0.5, 'opacity="0.5"')
    );
  }).join('');
}

const pot = (p: Paint, c: string) =>
  rect(10, 50, 12, 4, 2, '#2b2e33') +
  rect(78, 50, 12, 4, 2, '#2b2e33') +
  path('M20 46h60v30q0 8-8 8H28q-8 0-8-8z', p.cylinder(c)) +
  ellipse(50, 46, 30, 6, darken(c, 0.5)) +
  ellipse(
    50,
    40,
    31,
    6,
    p.linear(
      [
        [0, '#ffffff', 0.7],
        [1, '#9aa3ad', 0.5],
      ],
      0,
      0,
      0,
      1,
    ),
  ) +
  ellipse(50, 40, 31, 6, 'none', 'stroke="#8c9199" stroke-width="1"') +
  ellipse(50, 35, 5, 2.4, p.dome('#2b2e33')) +
  rect(48.6, 34, 2.8, 6, 1, '#2b2e33');

const cookware: Model = {
  front: (p, c) => pot(p, c),
  side: (p, c) =>
    `<g transform="translate(-14 0)">${pot(p, c)}</g>` +
    ellipse(72, 74, 24, 8, darken(c, 0.4)) +
    ellipse(72, 72, 24, 8, p.dome(c)) +
    ellipse(72, 72, 18, 5.6, '#2b2e33') +
    rect(94, 70, 6, 4, 2, '#2b2e33'),
  base: 40,
  detail: { of: 'front', at: [50, 42] },
  colours: ['#3a3d42', '#8fa68a'],
};

const knife: Model = {
  front: (p) =>
    `<g transform="rotate(-28 50 56)">` +
    path(
      'M8 54h58v8H18q-10 0-10-8z',
      p.linear(
        [
          [0, '#f4f6f8'],
          [0.5, '#c9ced5'],
          [1, '#8c939c'],
        ],
        0,
        0,
        0,
        1,
      ),
    ) +
    line('M12 58h52', '#ffffff', 0.5, 'opacity="0.7"') +
    rect(64, 52, 4, 12, 1, '#b0b6be') +
    rect(68, 53, 26, 10, 4, p.cylinder('#2b2118', false)) +
    circle(74, 58, 1, '#c9ced5') +
    circle(82, 58, 1, '#c9ced5') +
    circle(90, 58, 1, '#c9ced5') +
    '</g>',
  base: 36,
  detail: { of: 'front', at: [70, 44] },
  colours: ['#c9ced5'],
};

function box(p: Paint, c: string, x: number, y: number, w: number, h: number): string {
  return (
    path(`M${x} ${y}h${w}l-2 ${h}H${x + 2}z`, p.cylinder(c)) +
    rect(x - 2, y - 6, w + 4, 7, 2, p.cylinder(lighten(c, 0.1))) +
    rect(x + w / 2 - 5, y + 8, 10, 3, 1.5, darken(c, 0.25))
  );
}

const storageBox: Model = {
  front: (p, c) =>
    box(p, c, 16, 56, 68, 30) +
    box(p, lighten(c, 0.05), 22, 32, 56, 22) +
    box(p, lighten(c, 0.1), 28, 14, 44, 16),
  base: 36,
  detail: { of: 'front', at: [50, 64] },
  colours: ['#cfd8dc', '#e8e2d6', '#a3b8c8'],
};

const bento: Model = {
  front: (p, c) =>
    rect(18, 52, 64, 32, 6, p.cylinder(c)) +
    rect(16, 44, 68, 10, 4, p.cylinder(darken(c, 0.1))) +
    rect(22, 30, 56, 16, 4, p.cylinder(lighten(c, 0.05))) +
    rect(14, 62, 72, 6, 3, '#2b2e33') +
    rect(46, 60, 8, 10, 2, '#3a3d42'),
  side: (p, c) =>
    rect(14, 50, 72, 34, 6, p.cylinder(c)) +
    rect(18, 54, 30, 26, 3, '#f4f1ea') +
    rect(52, 54, 30, 12, 3, '#7fae4a') +
    rect(52, 68, 30, 12, 3, '#e8a33a') +
    ellipse(33, 67, 10, 8, '#f9f7f2') +
    circle(33, 62, 2, '#d9534f'),
  base: 38,
  detail: { of: 'side', at: [50, 66] },
  colours: ['#8fb3a8', '#e8c8c0', '#3a3d42'],
};

const duvet: Model = {
  front: (p, c) => folded(p, c, 4, 10) + rect(30, 34, 40, 8, 3, p.cylinder(lighten(c, 0.12), false)),
  base: 36,
  detail: { of: 'front', at: [50, 62] },
  colours: ['#f4f4f2', '#e3d8c4', '#93a9c4'],
};

const towels: Model = {
  front: (p, c) => {
    const stack = folded(p, c, 3, 14);
    return stack + line('M20 78h60M21 64h58M22 50h56', darken(c, 0.2), 1.2, 'stroke-dasharray="0.6 0.8"');
  },
  base: 36,
  detail: { of: 'front', at: [40, 66] },
  colours: ['#f4f1e6', '#4a4d52', '#8fc5b8'],
};

const cushion: Model = {
  front: (p, c) =>
    path('M18 30q32-8 64 0 6 26 0 52-32 8-64 0-6-26 0-52z', p.dome(lighten(c, 0.05))) +
    path(
      'M18 30q32-8 64 0 6 26 0 52-32 8-64 0-6-26 0-52z',
      'none',
      `stroke="${darken(c, 0.2)}" stroke-width="1"`,
    ) +
    line('M30 44q20 8 40 0M30 68q20-8 40 0', darken(c, 0.18), 0.8, 'opacity="0.4"'),
  side: (p, c) =>
    `<g transform="translate(-12 -6) scale(0.85)">${path('M18 30q32-8 64 0 6 26 0 52-32 8-64 0-6-26 0-52z', p.dome(darken(c, 0.08)))}</g>` +
    `<g transform="translate(22 14) scale(0.8)">${path('M18 30q32-8 64 0 6 26 0 52-32 8-64 0-6-26 0-52z', p.dome(c))}</g>`,
  base: 36,
  detail: { of: 'front', at: [50, 54] },
  colours: ['#d9a93a', '#2a8a8a', '#e8b9b4', '#2f5a41'],
};

const yogaMat: Model = {
  front: (p, c) =>
    path('M10 58h62v28H10z', p.cylinder(c, false)) +
    ellipse(72, 72, 10, 14, p.dome(lighten(c, 0.05))) +
    path('M72 60a8 12 0 1 1 0 24 5 8 0 1 1 0-16', 'none', `stroke="${darken(c, 0.3)}" stroke-width="0.8"`) +
    path('M10 86l-4-2V60l4-2z', darken(c, 0.3)),
  // half unrolled on the floor
  side: (p, c) =>
    path(
      'M6 80l6-10h56l-4 10z',
      p.linear(
        [
          [0, lighten(c, 0.15)],
          [1, darken(c, 0.1)],
        ],
        0,
        0,
        0,
        1,
      ),
    ) +
    path('M6 80h58v4H6z', darken(c, 0.3)) +
    ellipse(74, 72, 12, 13, p.dome(c)) +
    path('M74 62a8 10 0 1 1 0 20 4 6 0 1 1 0-12', 'none', `stroke="${darken(c, 0.3)}" stroke-width="0.8"`),
  base: 40,
  detail: { of: 'front', at: [70, 72] },
  colours: ['#a99bd1', '#3a7ca5', '#44474d', '#c9b48a'],
};

const stroller: Model = {
  front: (p, c) =>
    line('M24 50l-8 30M24 50l40 30M70 18l-14 32', '#2b2e33', 2.2) +
    path('M18 50q0-30 34-30l14 0q-2 30-48 30z', p.dome(c)) +
    path('M18 50h48q-2 14-24 14t-24-14z', p.cylinder(darken(c, 0.1), false)) +
    [16, 64].map((x) => circle(x, 80, 6, '#1b1d21') + circle(x, 80, 2.4, '#8c9199')).join('') +
    line('M70 18h8', '#2b2e33', 3),
  base: 34,
  detail: { of: 'front', at: [40, 40] },
  colours: ['#8c9199', '#2c3e66', '#6b7a4a'],
};

const flask: Model = {
  front: (p, c) =>
    rect(34, 22, 32, 62, 10, p.cylinder(c)) +
    rect(34, 22, 32, 62, 10, p.gloss(0.25)) +
    rect(36, 10, 28, 14, 4, p.cylinder(darken(c, 0.25))) +
    rect(36, 22, 28, 3, 1, '#b9bec5'),
  base: 18,
  detail: { of: 'front', at: [50, 22] },
  colours: ['#3a6b8c', '#7a8c6a', '#3a3d42', '#e07a5f'],
};

export const homeModels = {
  cookware,
  knife,
  storageBox,
  bento,
  duvet,
  towels,
  cushion,
  yogaMat,
  stroller,
  flask,
};
