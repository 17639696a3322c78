import type { Model } from './model.ts';
import { darken, lighten } from './paint.ts';
import { circle, line, path, rect } from './svg.ts';

// Personal care and health devices.

const toothbrush: Model = {
  front: (p, c) =>
    rect(43, 34, 14, 52, 6, p.cylinder(c)) +
    path('M45 34l2-16h6l2 16z', p.cylinder(c)) +
    rect(46.4, 8, 7.2, 11, 2, '#f4f4f2') +
    line('M48 9v9M50 9v9M52 9v9', '#6bb8ff', 1) +
    circle(50, 50, 2.6, darken(c, 0.25)) +
    circle(50, 58, 0.9, '#5ce1a8'),
  base: 16,
  detail: { of: 'front', at: [50, 20] },
  colours: ['#f4f4f2', '#26292e', '#e8a3b4'],
};

const massageGun: Model = {
  front: (p, c) =>
    rect(16, 22, 52, 22, 11, p.cylinder(c, false)) +
    rect(68, 28, 10, 10, 2, '#2b2e33') +
    circle(84, 33, 7, p.dome('#5a5e66')) +
    path('M34 42h16l4 40H30z', p.cylinder(darken(c, 0.1))) +
    rect(28, 80, 28, 6, 3, '#2b2e33') +
    circle(26, 33, 3, '#5ce1a8'),
  base: 30,
  detail: { of: 'front', at: [78, 34] },
  colours: ['#3a3d42', '#8c9199'],
};

const bpMonitor: Model = {
  front: (p, c) =>
    path('M4 80q10-10 26-8', 'none', 'stroke="#8c9199" stroke-width="1.6"') +
    rect(4, 64, 32, 20, 6, p.cylinder('#2c3e66', false)) +
    rect(30, 28, 56, 56, 8, p.cylinder(c)) +
    rect(
      36,
      34,
      44,
      30,
      3,
      p.linear(
        [
          [0, '#d7e3d7'],
          [1, '#a9bfa9'],
        ],
        0,
        0,
        0,
        1,
      ),
    ) +
    rect(40, 38, 20, 10, 1, '#2b3a2b', 'opacity="0.75"') +
    rect(40, 52, 14, 8, 1, '#2b3a2b', 'opacity="0.75"') +
    path('M66 44q4-5 7 0 3-5 7 0-7 8-7 8z', '#d9534f') +
    circle(58, 74, 5, p.dome('#2c7be5')),
  base: 40,
  detail: { of: 'front', at: [58, 48] },
  colours: ['#f4f4f2'],
};

const faceMasks: Model = {
  front: (p, c) =>
    path('M16 44h60l8-8v40l-8 8H16z', p.cylinder(c)) +
    path('M16 44h60l8-8H24z', lighten(c, 0.25)) +
    path('M76 44l8-8v40l-8 8z', darken(c, 0.2)) +
    path('M24 54q22-6 44 0v14q-22 8-44 0z', '#f4f4f2') +
    line('M24 58q22-6 44 0M24 63q22-6 44 0', '#cfd3d8', 0.6) +
    line('M24 56q-6 4 0 10M68 56q6 4 0 10', '#cfd3d8', 0.8),
  base: 36,
  detail: { of: 'front', at: [46, 60] },
  colours: ['#8fc5d8', '#f4c2cf'],
};

export const careModels = { toothbrush, massageGun, bpMonitor, faceMasks };
