import type { Model } from './model.ts';
import { darken, lighten, luminance, type Paint, seam } from './paint.ts';
import { lens, wallpaper } from './screens.ts';
import { circle, grid, group, line, path, rect } from './svg.ts';

const monitor: Model = {
  front: (p, c) =>
    path('M44 62h12l3 18H41z', p.cylinder(c)) +
    path('M30 80h40a3 3 0 0 1 3 3v1H27v-1a3 3 0 0 1 3-3z', p.panel(c)) +
    rect(8, 18, 84, 48, 2.5, p.cylinder(c)) +
    rect(9.5, 19.5, 81, 42, 1, '#07090d') +
    wallpaper(p, 10.5, 20.5, 79, 40, 0.5, '#4466aa') +
    circle(50, 63.8, 0.8, lighten(c, 0.4)),
  side: (p, c) =>
    path('M44 62h12l3 18H41z', p.cylinder(c)) +
    path('M30 80h40a3 3 0 0 1 3 3v1H27v-1a3 3 0 0 1 3-3z', p.panel(c)) +
    rect(8, 18, 84, 48, 2.5, p.panel(c)) +
    rect(30, 28, 40, 26, 6, darken(c, 0.08)) +
    grid(6, 2, (i, j) => rect(38 + i * 4, 34 + j * 3, 2.4, 1, 0.5, darken(c, 0.3))),
  base: 26,
  detail: { of: 'front', at: [50, 70] },
  colours: ['#22252a', '#eceef0'],
};

const laptop: Model = {
  front: (p, c) =>
    rect(20, 16, 60, 42, 3, p.cylinder(c)) +
    rect(21.5, 17.5, 57, 39, 2, '#07090d') +
    wallpaper(p, 23, 19, 54, 35, 1, '#5a7bd6') +
    path(
      'M20 58h60l9 20H11z',
      p.linear(
        [
          [0, lighten(c, 0.1)],
          [1, darken(c, 0.1)],
        ],
        0,
        0,
        0,
        1,
      ),
    ) +
    grid(12, 4, (i, j) => {
      const y = 60 + j * 3;
      const spread = 1 + j * 0.1;
      return rect(50 + (i - 6) * 4.4 * spread, y, 3.6 * spread, 2.2, 0.4, darken(c, 0.55));
    }) +
    path('M43 73h14l1 3H42z', darken(c, 0.12)) +
    path('M11 78h78v2a3 3 0 0 1-3 3H14a3 3 0 0 1-3-3z', darken(c, 0.2)),
  base: 40,
  detail: { of: 'front', at: [50, 66] },
  colours: ['#b8bcc2', '#3a3d42'],
};

function keyboard(p: Paint, c: string, keycap: string): string {
  const keys = grid(14, 5, (i, j) => {
    const x = 12 + i * 5.3 + j * 1.4;
    const y = 40 + j * 6;
    return rect(
      x,
      y,
      4.6,
      4.9,
      0.9,
      p.linear(
        [
          [0, lighten(keycap, 0.15)],
          [1, darken(keycap, 0.15)],
        ],
        0,
        0,
        0,
        1,
      ),
    );
  });
  return (
    path('M10 38h78l6 34H8z', darken(c, 0.2)) +
    path(
      'M10 36h78l6 34H8z',
      p.linear(
        [
          [0, lighten(c, 0.12)],
          [1, darken(c, 0.1)],
        ],
        0,
        0,
        0,
        1,
      ),
    ) +
    keys +
    rect(
      27,
      70,
      40,
      4,
      1,
      p.linear(
        [
          [0, lighten(keycap, 0.15)],
          [1, darken(keycap, 0.15)],
        ],
        0,
        0,
        0,
        1,
      ),
    )
  );
}

const keyboardModel: Model = {
  front: (p, c) => keyboard(p, c, luminance(c) > 0.5 ? '#f2f2ef' : '#2e3137'),
  base: 44,
  detail: { of: 'front', at: [40, 52] },
  colours: ['#26292e', '#e8e8e4'],
};

const mouse: Model = {
  front: (p, c) =>
    path('M50 14c14 0 20 14 20 34 0 22-8 36-20 36S30 70 30 48c0-20 6-34 20-34z', p.dome(c)) +
    line('M50 15v22', seam(c), 0.8) +
    rect(48, 22, 4, 9, 2, '#25282d') +
    path('M31 42q19 4 38 0', 'none', `stroke="${seam(c)}" stroke-width="0.5" opacity="0.6"`),
  base: 20,
  detail: { of: 'front', at: [50, 30] },
  colours: ['#34373d', '#d7d9dc', '#d8a3a8'],
};

const ssd: Model = {
  front: (p) =>
    group(
      'rotate(-18 50 50)',
      rect(
        12,
        40,
        76,
        20,
        1,
        p.linear(
          [
            [0, '#1f6b45'],
            [1, '#0f3d27'],
          ],
          0,
          0,
          0,
          1,
        ),
      ) +
        rect(20, 42.5, 18, 15, 1, p.panel('#24272c')) +
        rect(42, 42.5, 18, 15, 1, p.panel('#24272c')) +
        rect(64, 44, 10, 11, 1, p.panel('#2e3137')) +
        grid(14, 1, (i) => rect(79 + i * 0.65, 41.5, 0.4, 17, 0, '#d4a73a')) +
        rect(12, 48, 3, 4, 1.5, '#f4f5f7'),
    ),
  base: 34,
  detail: { of: 'front', at: [36, 54] },
  colours: ['#1f6b45'],
};

const webcam: Model = {
  front: (p, c) =>
    path('M42 52h16l6 30H36z', p.cylinder(darken(c, 0.1))) +
    rect(16, 30, 68, 24, 12, p.cylinder(c)) +
    rect(16, 30, 68, 24, 12, p.gloss(0.25)) +
    lens(p, 50, 42, 8, '#1b1d21') +
    circle(64, 42, 1, '#5ce1a8') +
    circle(30, 42, 1.4, darken(c, 0.4)) +
    circle(70, 42, 1.4, darken(c, 0.4)),
  base: 22,
  detail: { of: 'front', at: [50, 42] },
  colours: ['#24272c'],
};

const usbHub: Model = {
  front: (p, c) =>
    line('M84 50c8 0 8 18 0 18H66', '#2b2e33', 2.6) +
    rect(60, 64, 8, 8, 1.5, p.cylinder('#b9bec5')) +
    group(
      'rotate(-8 50 50)',
      rect(14, 40, 70, 18, 4, p.cylinder(c, false)) +
        [22, 36, 50].map((x) => rect(x, 46, 9, 4.4, 1, '#15171b')).join('') +
        [64, 72].map((x) => rect(x, 46.5, 6, 3, 1.5, '#15171b')).join('') +
        rect(14, 40, 70, 18, 4, p.gloss(0.3)),
    ),
  base: 36,
  detail: { of: 'front', at: [40, 50] },
  colours: ['#9aa0a8', '#3b3e44'],
};

const router: Model = {
  front: (p, c) =>
    [24, 40, 60, 76].map((x, i) => rect(x - 2.2, 14 + (i % 2) * 4, 4.4, 48, 2.2, p.cylinder(c))).join('') +
    path(
      'M14 60l8-10h56l8 10z',
      p.linear(
        [
          [0, lighten(c, 0.18)],
          [1, c],
        ],
        0,
        0,
        0,
        1,
      ),
    ) +
    rect(14, 60, 72, 16, 3, p.cylinder(c, false)) +
    grid(5, 1, (i) => circle(30 + i * 6, 68, 1, '#5ce1a8')),
  base: 38,
  detail: { of: 'front', at: [40, 64] },
  colours: ['#26292e', '#f1f1ef'],
};

export const computerModels = {
  monitor,
  laptop,
  keyboard: keyboardModel,
  mouse,
  ssd,
  webcam,
  usbHub,
  router,
};
