import type { Model } from './model.ts';
import { darken, lighten } from './paint.ts';
import { circle, ellipse, line, path, rect } from './svg.ts';

const tent: Model = {
  front: (p, c) =>
    path('M50 18Q20 40 10 84h80Q80 40 50 18z', p.cylinder(c)) +
    path('M50 18Q40 50 36 84M50 18Q60 50 64 84', 'none', `stroke="${darken(c, 0.3)}" stroke-width="1.2"`) +
    path('M50 40Q44 60 40 84h20Q56 60 50 40z', darken(c, 0.45)) +
    line('M50 40v44', lighten(c, 0.3), 0.6) +
    line('M10 84L4 86M90 84l6 2', '#8c9199', 0.8),
  base: 44,
  detail: { of: 'front', at: [50, 46] },
  colours: ['#6b7a3a', '#e07a2f', '#c9b48a'],
};

const sleepingBag: Model = {
  front: (p, c) =>
    path('M30 10q20-6 40 0l6 70q-26 8-52 0z', p.cylinder(c)) +
    path('M34 14q16-6 32 0v10q-16-4-32 0z', darken(c, 0.35)) +
    line('M29 30q21 4 42 0M28 44q22 4 44 0M27 58q23 4 46 0M26 72q24 4 48 0', darken(c, 0.25), 0.9) +
    line('M66 24l6 56', '#b9bec5', 0.8),
  side: (p, c) =>
    rect(30, 36, 40, 48, 14, p.cylinder(c)) +
    ellipse(50, 38, 20, 6, lighten(c, 0.15)) +
    line('M36 50h28M36 62h28M36 74h28', darken(c, 0.3), 1.6),
  base: 28,
  detail: { of: 'front', at: [50, 22] },
  colours: ['#3a5a8c', '#c9542f'],
};

const backpack: Model = {
  front: (p, c) =>
    path('M28 26q0-14 22-14t22 14l4 54q0 6-6 6H30q-6 0-6-6z', p.cylinder(c)) +
    path('M32 52h36l2 26q0 4-4 4H34q-4 0-4-4z', p.cylinder(darken(c, 0.1))) +
    line('M33 56h34', '#2b2e33', 1) +
    path('M30 28q20-10 40 0l-1 8q-19-8-38 0z', darken(c, 0.12)) +
    line('M31 34q19-8 38 0', '#2b2e33', 0.8) +
    rect(44, 8, 12, 6, 3, 'none', 'stroke="#2b2e33" stroke-width="2"') +
    line('M36 40v10M64 40v10', '#2b2e33', 1.2),
  base: 28,
  detail: { of: 'front', at: [50, 54] },
  colours: ['#2f5a41', '#5a6470', '#b5532f'],
};

const headlamp: Model = {
  front: (p, c) =>
    path('M10 50q40-30 80 0', 'none', `stroke="${c}" stroke-width="7"`) +
    path(
      'M10 50q40-30 80 0',
      'none',
      `stroke="${lighten(c, 0.3)}" stroke-width="1.6" stroke-dasharray="2 2"`,
    ) +
    rect(34, 36, 32, 26, 6, p.cylinder('#2b2e33')) +
    circle(
      50,
      49,
      9,
      p.radial([
        [0, '#ffffff'],
        [0.5, '#fff4c2'],
        [1, '#c9b060'],
      ]),
    ) +
    circle(50, 49, 9, 'none', 'stroke="#8c9199" stroke-width="1.6"') +
    rect(56, 33, 6, 3, 1.5, '#e07a2f'),
  base: 30,
  detail: { of: 'front', at: [50, 48] },
  colours: ['#e07a2f', '#3a7ca5', '#2b2e33'],
};

const trekkingPoles: Model = {
  front: (p) =>
    [40, 60]
      .map((x, i) => {
        const tilt = i === 0 ? -6 : 6;
        return (
          `<g transform="rotate(${tilt} ${x} 84)">` +
          rect(x - 1.4, 30, 2.8, 54, 1.4, p.cylinder('#9aa0a8')) +
          rect(x - 2, 46, 4, 3, 1, '#2b2e33') +
          rect(x - 3.4, 8, 6.8, 22, 3, p.cylinder('#2b2e33')) +
          ellipse(x, 74, 5, 1.6, '#2b2e33') +
          '</g>'
        );
      })
      .join(''),
  base: 20,
  detail: { of: 'front', at: [46, 22] },
  colours: ['#9aa0a8'],
};

const campingStove: Model = {
  front: (p) =>
    rect(32, 54, 36, 32, 10, p.cylinder('#3a6b8c')) +
    ellipse(50, 54, 18, 5, '#6b8fa8') +
    rect(44, 44, 12, 10, 2, p.cylinder('#b9bec5')) +
    ellipse(
      50,
      42,
      16,
      4,
      p.linear([
        [0, '#c9ced5'],
        [1, '#6b7078'],
      ]),
    ) +
    path(
      'M42 40q2-10 8-14 6 4 8 14z',
      p.radial(
        [
          [0, '#ffe08a'],
          [0.6, '#ff9a3c'],
          [1, '#4a7bd8', 0.6],
        ],
        0.5,
        0.8,
      ),
    ) +
    line('M34 42l-6-4M66 42l6-4M50 44v-4', '#6b7078', 1.4),
  base: 22,
  detail: { of: 'front', at: [50, 42] },
  colours: ['#3a6b8c'],
};

const hammock: Model = {
  front: (p, c) =>
    line('M6 20v66M94 20v66', '#6b4a2a', 3) +
    line('M6 26l14 18M94 26L80 44', '#8c9199', 0.8) +
    path('M18 42q32 44 64 0q-4 26-32 30-28-4-32-30z', p.cylinder(c, false)) +
    line('M22 48q28 30 56 0', lighten(c, 0.3), 0.8),
  base: 46,
  detail: { of: 'front', at: [50, 60] },
  colours: ['#e07a2f', '#3a7ca5', '#6b7a3a'],
};

const umbrella: Model = {
  front: (p, c) =>
    path('M10 48q0-30 40-30t40 30q-6-4-13 0-7-4-14 0-6-4-13 0-7-4-14 0-6-4-13 0-7-4-13 0z', p.dome(c)) +
    line('M50 18q-4 15-13 30M50 18q4 15 13 30M50 18v30', darken(c, 0.3), 0.6) +
    line('M50 48v30q0 8 8 8t6-6', '#2b2e33', 2) +
    rect(49, 14, 2, 5, 1, '#2b2e33'),
  base: 20,
  detail: { of: 'front', at: [50, 36] },
  colours: ['#2c3e66', '#26292e', '#c94a5a'],
};

export const outdoorModels = {
  tent,
  sleepingBag,
  backpack,
  headlamp,
  trekkingPoles,
  campingStove,
  hammock,
  umbrella,
};
