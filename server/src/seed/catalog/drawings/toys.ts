import type { Model } from './model.ts';
import { darken, lighten, type Paint } from './paint.ts';
import { circle, ellipse, grid, line, path, rect } from './svg.ts';

function brick(p: Paint, c: string, x: number, y: number, studs: number): string {
  const w = studs * 8;
  return (
    grid(studs, 1, (i) => rect(x + 2 + i * 8, y - 3, 4.4, 4, 1, p.cylinder(lighten(c, 0.05)))) +
    rect(x, y, w, 10, 1, p.cylinder(c, false)) +
    rect(x, y, w, 2, 1, lighten(c, 0.25), 'opacity="0.7"')
  );
}

const blocks: Model = {
  front: (p) =>
    brick(p, '#e63946', 18, 76, 4) +
    brick(p, '#2a9d8f', 50, 76, 4) +
    brick(p, '#f4a81d', 28, 66, 4) +
    brick(p, '#3a86ff', 36, 56, 3) +
    brick(p, '#8ac926', 60, 66, 2) +
    brick(p, '#f4f4f2', 44, 46, 2),
  side: (p) =>
    grid(3, 2, (i, j) =>
      brick(
        p,
        ['#e63946', '#f4a81d', '#3a86ff', '#2a9d8f', '#8ac926', '#ff7aa2'][i + j * 3] ?? '#e63946',
        14 + i * 26,
        60 + j * 16,
        2,
      ),
    ),
  base: 40,
  detail: { of: 'front', at: [50, 62] },
  colours: ['#e63946'],
};

const bear = (p: Paint, c: string) =>
  circle(30, 26, 9, p.dome(c)) +
  circle(70, 26, 9, p.dome(c)) +
  circle(30, 26, 4.6, lighten(c, 0.35)) +
  circle(70, 26, 4.6, lighten(c, 0.35)) +
  ellipse(50, 66, 22, 20, p.dome(c)) +
  ellipse(28, 80, 9, 7, p.dome(c)) +
  ellipse(72, 80, 9, 7, p.dome(c)) +
  ellipse(50, 38, 22, 19, p.dome(c)) +
  ellipse(50, 45, 9, 7, lighten(c, 0.4)) +
  ellipse(50, 42, 3, 2.2, '#2b2118') +
  circle(42, 35, 2.2, '#1b1410') +
  circle(58, 35, 2.2, '#1b1410') +
  line('M47 47q3 3 6 0', '#2b2118', 0.8) +
  path('M44 56l6 4 6-4-6 4z', 'none', 'stroke="#d9534f" stroke-width="3"');

const plush: Model = {
  front: (p, c) => bear(p, c),
  base: 32,
  detail: { of: 'front', at: [50, 40] },
  colours: ['#b98a5a', '#f4f1ea', '#e8b9b4'],
};

const rcCar: Model = {
  front: (p, c) =>
    path('M14 64q2-10 12-12l12-10h24l12 10q12 2 14 12v8H14z', p.cylinder(c, false)) +
    path('M40 44h20l8 8H34z', '#2b3a4a') +
    path('M40 44h20l8 8H34z', p.gloss(0.5)) +
    [28, 72].map((x) => circle(x, 74, 10, '#1b1d21') + circle(x, 74, 4.6, p.dome('#b9bec5'))).join('') +
    rect(80, 58, 6, 3, 1.5, '#ffe08a') +
    line('M64 42l6-18', '#2b2e33', 1),
  base: 40,
  detail: { of: 'front', at: [72, 70] },
  colours: ['#e63946', '#3a86ff', '#8ac926'],
};

const piece = 'h6q0-4 4-4t4 4h6v6q-4 0-4 4t4 4v6h-20z';

const puzzle: Model = {
  front: (p) =>
    path(
      'M20 26h60l6 44H14z',
      p.linear(
        [
          [0, '#7fb8e6'],
          [0.55, '#a9d18e'],
          [1, '#5e8c4a'],
        ],
        0,
        0,
        0,
        1,
      ),
    ) +
    path('M14 70h72v6H14z', '#d9cfc0') +
    circle(66, 36, 6, '#fff4c2') +
    path('M20 58l18-16 14 10 12-8 22 26H14z', '#4f7a3a', 'opacity="0.7"') +
    path(`M60 78${piece}`, '#a9d18e', 'transform="rotate(14 70 86)"') +
    path(`M30 80${piece}`, '#7fb8e6', 'transform="rotate(-10 40 88)"'),
  base: 40,
  detail: { of: 'front', at: [62, 72] },
  colours: ['#7fb8e6'],
};

const boardGame: Model = {
  front: (p) =>
    path(
      'M10 60l40-16 40 16-40 16z',
      p.linear(
        [
          [0, '#f4f1ea'],
          [1, '#d9cfc0'],
        ],
        0,
        0,
        0,
        1,
      ),
    ) +
    path('M10 60v6l40 16v-6z', '#b8ab96') +
    path('M50 76v6l40-16v-6z', '#cfc3ae') +
    path('M30 52l20 8 20-8-20-8z', '#e63946', 'opacity="0.6"') +
    path('M30 68l20-8 20 8-20 8z', '#3a86ff', 'opacity="0.6"') +
    [
      [36, 56, '#f4a81d'],
      [62, 62, '#2a9d8f'],
    ]
      .map(
        ([x, y, colour]) =>
          path(`M${x} ${y}q-3 0-3 3h6q0-3-3-3z`, String(colour)) +
          circle(Number(x), Number(y) - 2.4, 1.8, String(colour)),
      )
      .join('') +
    rect(60, 44, 6, 6, 1, '#ffffff', 'stroke="#b9bec5" stroke-width="0.4"') +
    circle(63, 47, 0.8, '#2b2e33'),
  base: 42,
  detail: { of: 'front', at: [50, 58] },
  colours: ['#e63946'],
};

const dollhouse: Model = {
  front: (p, c) =>
    path('M14 44L50 14l36 30z', p.cylinder(darken(c, 0.3))) +
    rect(20, 42, 60, 44, 1, p.cylinder(c)) +
    rect(26, 48, 20, 14, 1, '#fff4c2') +
    rect(54, 48, 20, 14, 1, '#fff4c2') +
    line('M36 48v14M26 55h20M64 48v14M54 55h20', '#f4f4f2', 1.2) +
    rect(42, 66, 16, 20, 1, darken(c, 0.35)) +
    rect(26, 68, 12, 10, 1, '#bde0fe') +
    rect(62, 68, 12, 10, 1, '#bde0fe') +
    circle(50, 32, 4, '#fff4c2'),
  base: 38,
  detail: { of: 'front', at: [60, 56] },
  colours: ['#f4c2cf', '#bde0d4'],
};

const drone: Model = {
  front: (p, c) =>
    line('M24 46L40 54M76 46L60 54M26 66l14-8M74 66l-14-8', c, 4) +
    ellipse(50, 56, 14, 8, p.dome(c)) +
    circle(50, 64, 3.6, '#1b1d21') +
    circle(50, 64, 2, '#3b4a6b') +
    [
      [22, 44],
      [78, 44],
      [24, 66],
      [76, 66],
    ]
      .map(
        ([x, y]) =>
          ellipse(Number(x), Number(y) - 2, 14, 2.4, '#9aa0a8', 'opacity="0.55"') +
          rect(Number(x) - 2, Number(y) - 2, 4, 5, 1, '#2b2e33'),
      )
      .join(''),
  base: 30,
  detail: { of: 'front', at: [50, 60] },
  colours: ['#3a3d42', '#f4f4f2'],
};

const scienceKit: Model = {
  front: (p) =>
    path(
      'M30 20h12v22l14 34q2 8-6 8H24q-8 0-6-8l14-34z',
      p.linear([
        [0, '#e8f4fb', 0.9],
        [1, '#bcd6e6', 0.9],
      ]),
    ) +
    path('M22 64h30l4 12q2 8-6 8H24q-8 0-6-8z', '#4cc9a0', 'opacity="0.85"') +
    circle(34, 72, 2, '#ffffff', 'opacity="0.8"') +
    rect(28, 16, 16, 5, 2, '#9aa0a8') +
    rect(
      62,
      36,
      10,
      48,
      5,
      p.linear([
        [0, '#e8f4fb', 0.9],
        [1, '#bcd6e6', 0.9],
      ]),
    ) +
    rect(62, 58, 10, 26, 5, '#f4a81d', 'opacity="0.85"') +
    rect(
      76,
      50,
      10,
      34,
      5,
      p.linear([
        [0, '#e8f4fb', 0.9],
        [1, '#bcd6e6', 0.9],
      ]),
    ) +
    rect(76, 66, 10, 18, 5, '#e63946', 'opacity="0.8"'),
  base: 36,
  detail: { of: 'front', at: [40, 66] },
  colours: ['#4cc9a0'],
};

const matryoshka: Model = {
  front: (p, c) =>
    [
      [34, 1],
      [64, 0.75],
      [84, 0.55],
    ]
      .map(([x, s]) => {
        const [cx, k] = [Number(x), Number(s)];
        return (
          `<g transform="translate(${cx} 86) scale(${k}) translate(-50 -86)">` +
          path(
            'M50 14q14 0 14 16 0 8-4 12 12 10 12 26 0 18-22 18T28 68q0-16 12-26-4-4-4-12 0-16 14-16z',
            p.cylinder(c),
          ) +
          ellipse(50, 30, 9, 10, '#f8dcc4') +
          circle(46, 29, 1, '#2b2118') +
          circle(54, 29, 1, '#2b2118') +
          circle(45, 33, 1.6, '#f2a0a0') +
          circle(55, 33, 1.6, '#f2a0a0') +
          circle(50, 64, 9, '#f4f1ea') +
          circle(50, 64, 5, '#f4a81d') +
          '</g>'
        );
      })
      .reverse()
      .join(''),
  base: 36,
  detail: { of: 'front', at: [34, 40] },
  colours: ['#c62d2d', '#2c3e66'],
};

const giftCard: Model = {
  front: (p, c) =>
    `<g transform="rotate(-8 50 56)">` +
    rect(
      14,
      32,
      72,
      46,
      5,
      p.linear(
        [
          [0, lighten(c, 0.25)],
          [0.6, c],
          [1, darken(c, 0.35)],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    circle(70, 48, 9, lighten(c, 0.4), 'opacity="0.5"') +
    circle(76, 48, 9, lighten(c, 0.6), 'opacity="0.4"') +
    rect(
      22,
      42,
      12,
      9,
      2,
      p.linear(
        [
          [0, '#f2d27a'],
          [1, '#b8902e'],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    rect(22, 64, 40, 4, 2, lighten(c, 0.5), 'opacity="0.6"') +
    rect(14, 32, 72, 46, 5, p.gloss(0.35)) +
    '</g>',
  side: (p, c) =>
    `<g transform="rotate(6 50 56)">` +
    rect(14, 32, 72, 46, 5, p.panel(lighten(c, 0.8))) +
    rect(14, 40, 72, 8, 0, '#26292e') +
    rect(
      22,
      56,
      44,
      9,
      2,
      p.linear(
        [
          [0, '#d7d9dc'],
          [0.5, '#f4f4f2'],
          [1, '#b0b4ba'],
        ],
        0,
        0,
        1,
        1,
      ),
    ) +
    '</g>',
  base: 36,
  detail: { of: 'front', at: [40, 54] },
  colours: ['#5b4fcf', '#e07a2f', '#2a9d8f', '#c62d5a'],
};

export const toyModels = {
  blocks,
  plush,
  rcCar,
  puzzle,
  boardGame,
  dollhouse,
  drone,
  scienceKit,
  matryoshka,
  giftCard,
};
