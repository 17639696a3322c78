import type { Model } from './model.ts';
import { darken, lighten, luminance, type Paint, seam } from './paint.ts';
import { lens, wallpaper } from './screens.ts';
import { circle, line, path, rect } from './svg.ts';

function handset(p: Paint, colour: string, x = 32, y = 10): string {
  return (
    rect(x, y, 36, 76, 7, p.cylinder(colour)) +
    rect(x + 1.6, y + 1.6, 32.8, 72.8, 5.8, '#07090d') +
    wallpaper(p, x + 2.8, y + 2.8, 30.4, 70.4, 4.8, colour) +
    circle(x + 18, y + 6.2, 1.3, '#05070a')
  );
}

function handsetBack(p: Paint, colour: string, x = 32, y = 10): string {
  const glass = p.panel(colour, 0.9);
  const bump = darken(colour, 0.12);
  return (
    rect(x, y, 36, 76, 7, p.cylinder(colour)) +
    rect(x + 1.2, y + 1.2, 33.6, 73.6, 6.2, glass) +
    rect(x + 4, y + 4, 17, 21, 5, bump) +
    rect(x + 4, y + 4, 17, 21, 5, p.gloss(0.35)) +
    lens(p, x + 9, y + 9.5, 3.3) +
    lens(p, x + 9, y + 19, 3.3) +
    lens(p, x + 16.4, y + 14.2, 2.5) +
    circle(x + 16.4, y + 7.4, 1.1, '#fff6d8') +
    rect(x + 1.2, y + 1.2, 33.6, 73.6, 6.2, p.gloss(0.22))
  );
}

const phone: Model = {
  front: (p, c) => handset(p, c),
  side: (p, c) => handsetBack(p, c),
  base: 22,
  detail: { of: 'side', at: [44, 24] },
  colours: ['#1f2226', '#c9ccd1', '#3d5a80'],
};

// A case holds the phone; a clear one shows the phone's own back through it.
const phoneCase: Model = {
  front: (p, c) => {
    const clear = luminance(c) > 0.85;
    const inside = clear ? handsetBack(p, '#b7c0cb', 33.2, 11.2) : '';
    const shell = clear ? 'opacity="0.45"' : '';
    return (
      rect(31, 9, 38, 78, 8.5, p.cylinder(c), shell) +
      inside +
      (clear ? '' : rect(34.5, 12.5, 31, 71, 6, p.panel(c, 0.7))) +
      rect(35.5, 13.5, 18, 22, 5, clear ? 'none' : darken(c, 0.3), `stroke="${seam(c)}" stroke-width="1"`) +
      (clear ? '' : lens(p, 40.5, 19, 3) + lens(p, 40.5, 29, 3) + lens(p, 48, 24, 2.3)) +
      rect(31, 9, 38, 78, 8.5, p.gloss(0.3))
    );
  },
  side: (p, c) =>
    handset(p, '#2a2d33') + rect(31, 9, 38, 78, 8.5, 'none', `stroke="${c}" stroke-width="2.6"`),
  base: 23,
  detail: { of: 'front', at: [44, 26] },
  colours: ['#1f2226', '#e6edf2'],
};

const screenProtector: Model = {
  front: (p) =>
    handset(p, '#2b2f36', 28, 12) +
    path('M40 6h32a6 6 0 0 1 6 6v66a6 6 0 0 1-6 6H44l-10-10V12a6 6 0 0 1 6-6z', p.gloss(0.6)) +
    path(
      'M40 6h32a6 6 0 0 1 6 6v66a6 6 0 0 1-6 6H44l-10-10V12a6 6 0 0 1 6-6z',
      'none',
      'stroke="#d9e6f2" stroke-width="0.8"',
    ) +
    path('M34 74l10 10v-8a2 2 0 0 0-2-2z', lighten('#c8d6e3', 0.4), 'opacity="0.9"'),
  base: 24,
  detail: { of: 'front', at: [40, 76] },
  colours: ['#2b2f36'],
};

// A vent mount gripping a phone: two arms at the sides, a ball joint and the clip behind.
const carHolder: Model = {
  front: (p, c) =>
    rect(45, 70, 10, 16, 2, p.cylinder('#2b2e33')) +
    circle(50, 68, 5, p.dome('#3a3d43')) +
    handset(p, '#2b2f36', 32, 8) +
    rect(27, 40, 7, 22, 3, p.cylinder(c)) +
    rect(66, 40, 7, 22, 3, p.cylinder(c)),
  side: (p, c) =>
    rect(44, 58, 12, 24, 3, p.cylinder('#2b2e33')) +
    path('M40 80h20l-3 6H43z', '#1b1d21') +
    circle(50, 54, 6, p.dome('#3a3d43')) +
    circle(50, 38, 22, p.dome(c)) +
    circle(50, 38, 16, 'none', `stroke="${lighten(c, 0.3)}" stroke-width="1.2" opacity="0.7"`) +
    circle(50, 38, 3, darken(c, 0.3)),
  base: 20,
  detail: { of: 'front', at: [34, 50] },
  colours: ['#2a2c31', '#c0c4ca'],
};

const smartwatch: Model = {
  front: (p, c) => {
    const steel = luminance(c) > 0.5 && c === '#b9bec5';
    const strap = steel ? p.cylinder(c) : p.cylinder(c);
    const links = steel
      ? Array.from({ length: 6 }, (_, i) =>
          line(`M40 ${8 + i * 4}h20M40 ${68 + i * 4}h20`, darken(c, 0.2), 0.6),
        ).join('')
      : '';
    return (
      rect(39, 4, 22, 30, 4, strap) +
      rect(39, 66, 22, 22, 4, strap) +
      links +
      rect(33, 26, 34, 44, 9, p.cylinder('#4a4e55')) +
      rect(35.5, 28.5, 29, 39, 7, '#05070a') +
      circle(50, 48, 12, 'none', 'stroke="#5ce1a8" stroke-width="2.4" stroke-dasharray="52 100"') +
      circle(50, 48, 8.6, 'none', 'stroke="#ff6b8b" stroke-width="2.4" stroke-dasharray="38 100"') +
      circle(50, 48, 5.2, 'none', 'stroke="#6bb8ff" stroke-width="2.4" stroke-dasharray="22 100"') +
      rect(67, 40, 2.4, 8, 1.2, '#6b7078') +
      rect(35.5, 28.5, 29, 39, 7, p.gloss(0.35))
    );
  },
  base: 16,
  detail: { of: 'front', at: [50, 48] },
  colours: ['#22252a', '#d9c8a9'],
};

const powerBank: Model = {
  front: (p, c) =>
    rect(30, 14, 40, 72, 8, p.cylinder(c)) +
    rect(30, 14, 40, 72, 8, p.gloss(0.25)) +
    [0, 1, 2, 3].map((i) => circle(43 + i * 4.6, 72, 1.1, i < 3 ? '#5ce1a8' : darken(c, 0.3))).join('') +
    rect(44, 15, 12, 2.2, 1.1, '#0c0e12'),
  base: 22,
  detail: { of: 'front', at: [50, 70] },
  colours: ['#2a2d33', '#f1f1ef', '#6d7ea8'],
};

export const phoneModels = { phone, phoneCase, screenProtector, carHolder, smartwatch, powerBank };
