import type { Model } from './model.ts';
import { darken, lighten, luminance, type Paint, seam } from './paint.ts';
import { circle, line, path } from './svg.ts';

function sneaker(p: Paint, c: string): string {
  const upper = p.linear(
    [
      [0, lighten(c, 0.18)],
      [1, darken(c, 0.22)],
    ],
    0,
    0,
    0,
    1,
  );
  const lace = luminance(c) > 0.6 ? '#d4d7dc' : lighten(c, 0.75);
  return (
    path(
      'M8 74V54q0-9 8-10l12-1q7 7 17 1l3-5q4-2 8 1l26 14q16 6 16 20z',
      upper,
      `stroke="${darken(c, 0.25)}" stroke-width="0.6"`,
    ) +
    path('M8 54q0-9 8-10l12-1q7 7 17 1', 'none', `stroke="${darken(c, 0.3)}" stroke-width="1.6"`) +
    path('M48 40l10 6-10 12z', darken(c, 0.12)) +
    [0, 1, 2, 3].map((i) => line(`M${52 + i * 6} ${45 + i * 3.4}l4 -4`, lace, 1.6)).join('') +
    path('M24 68q18-2 36-14', 'none', `stroke="${seam(c)}" stroke-width="2.4"`) +
    path('M8 62q4-2 8 0v12H8z', darken(c, 0.15)) +
    path(
      'M6 74h90q2 0 2 3v3q0 5-6 5H12q-6 0-6-5z',
      p.linear(
        [
          [0, '#ffffff'],
          [1, '#d7d9dc'],
        ],
        0,
        0,
        0,
        1,
      ),
    ) +
    line('M7 81h90', '#aeb2b8', 0.8)
  );
}

function sandal(p: Paint, c: string): string {
  return (
    path(
      'M8 76q0-6 8-6h60q18 0 18 8v2q0 4-6 4H14q-6 0-6-8z',
      p.linear(
        [
          [0, lighten(c, 0.3)],
          [1, darken(c, 0.25)],
        ],
        0,
        0,
        0,
        1,
      ),
    ) +
    path('M8 80h86', 'none', `stroke="${darken(c, 0.35)}" stroke-width="2"`) +
    path('M56 70q4-18 14-18t12 18', 'none', `stroke="${c}" stroke-width="5"`) +
    path('M56 70q4-18 14-18t12 18', 'none', `stroke="${lighten(c, 0.35)}" stroke-width="1.4" opacity="0.7"`) +
    path('M18 70q6-14 16-14t14 14', 'none', `stroke="${c}" stroke-width="4"`) +
    circle(33, 56, 2, p.dome('#d4b46a'))
  );
}

export const footwearModels = {
  sneakers: {
    front: (p, c) => sneaker(p, c),
    base: 42,
    detail: { of: 'front', at: [46, 44] },
    colours: ['#f4f4f2', '#26292e', '#3d5a80'],
  },
  sandals: {
    front: (p, c) => sandal(p, c),
    base: 42,
    detail: { of: 'front', at: [66, 66] },
    colours: ['#d9b99b', '#26292e', '#c9a24a'],
  },
} satisfies Record<string, Model>;
