import type { Model } from './model.ts';
import { darken, lighten, seam } from './paint.ts';
import { circle, ellipse, line, path, rect } from './svg.ts';

const airFryer: Model = {
  front: (p, c) =>
    path('M24 22q26-8 52 0l6 60H18z', p.cylinder(c)) +
    path('M27 24q23-6 46 0l1 12H26z', '#15171b') +
    circle(50, 30, 3.6, p.dome('#6b7078')) +
    path('M22 44h56l4 38H18z', p.cylinder(darken(c, 0.06))) +
    rect(
      36,
      50,
      28,
      14,
      3,
      p.linear(
        [
          [0, '#2e3440'],
          [1, '#0e1116'],
        ],
        0,
        0,
        0,
        1,
      ),
    ) +
    rect(38, 66, 24, 6, 3, p.cylinder(darken(c, 0.3), false)) +
    rect(18, 81, 64, 4, 2, darken(c, 0.4)),
  base: 34,
  detail: { of: 'front', at: [50, 34] },
  colours: ['#25282d', '#efe8da'],
};

const kettle: Model = {
  front: (p, c) =>
    path('M64 34c16 2 16 34 2 36', 'none', `stroke="${darken(c, 0.35)}" stroke-width="6"`) +
    path('M30 30h36l6 46H24z', p.cylinder(c)) +
    path('M30 34L16 26l2 8 12 10z', p.cylinder(c)) +
    rect(
      36,
      40,
      5,
      28,
      2.5,
      p.linear(
        [
          [0, '#bfe3ff', 0.9],
          [1, '#4a90c8', 0.8],
        ],
        0,
        0,
        0,
        1,
      ),
    ) +
    ellipse(48, 30, 18, 3.4, lighten(c, 0.2)) +
    rect(44, 25, 8, 4, 2, darken(c, 0.4)) +
    path('M20 76h56l2 8H18z', darken(c, 0.45)),
  base: 32,
  detail: { of: 'front', at: [40, 54] },
  colours: ['#c9ccd1', '#25282d'],
};

const robotVacuum: Model = {
  front: (p, c) =>
    ellipse(50, 72, 38, 12, darken(c, 0.35)) +
    path('M12 64v8a38 12 0 0 0 76 0v-8z', p.cylinder(c)) +
    ellipse(50, 64, 38, 12, p.dome(c)) +
    ellipse(50, 58, 8, 3, darken(c, 0.3)) +
    path('M42 58v-4a8 3 0 0 1 16 0v4a8 3 0 0 1-16 0z', p.cylinder(lighten(c, 0.1))) +
    ellipse(50, 54, 8, 3, lighten(c, 0.3)) +
    ellipse(50, 68, 4, 1.4, '#5ce1a8', 'opacity="0.8"'),
  base: 40,
  detail: { of: 'front', at: [50, 60] },
  colours: ['#f1f1ef', '#26292e'],
};

const hairDryer: Model = {
  front: (p, c) =>
    line('M50 82q0 6 14 4', '#2b2e33', 2) +
    path('M42 44h14l4 38H46z', p.cylinder(c)) +
    rect(18, 26, 48, 26, 13, p.cylinder(c, false)) +
    path('M64 30l16-3v24l-16-3z', p.cylinder(darken(c, 0.2), false)) +
    circle(26, 39, 9, darken(c, 0.25)) +
    circle(26, 39, 6, 'none', `stroke="${darken(c, 0.45)}" stroke-width="1.4"`) +
    rect(48, 56, 4, 8, 2, '#e34b4b'),
  base: 22,
  detail: { of: 'front', at: [30, 40] },
  colours: ['#d8a3a8', '#26292e', '#f1f1ef'],
};

const smartPlug: Model = {
  front: (p, c) =>
    rect(28, 24, 44, 56, 12, p.cylinder(c)) +
    rect(28, 24, 44, 56, 12, p.gloss(0.3)) +
    circle(50, 50, 13, darken(c, 0.05), `stroke="${seam(c)}" stroke-width="0.6"`) +
    rect(44, 43, 2.4, 8, 1.2, '#2b2e33') +
    rect(53.6, 43, 2.4, 8, 1.2, '#2b2e33') +
    circle(50, 57, 1.8, '#2b2e33') +
    rect(44, 70, 12, 3, 1.5, '#5ce1a8', 'opacity="0.8"'),
  base: 22,
  detail: { of: 'front', at: [50, 52] },
  colours: ['#f1f1ef'],
};

// A wall charger: the prongs on top, ports on the face.
const charger: Model = {
  front: (p, c) =>
    rect(40, 14, 4, 16, 1, p.cylinder('#c9ccd1')) +
    rect(56, 14, 4, 16, 1, p.cylinder('#c9ccd1')) +
    rect(28, 28, 44, 52, 9, p.cylinder(c)) +
    rect(28, 28, 44, 52, 9, p.gloss(0.3)) +
    rect(42, 48, 16, 4.2, 2.1, '#15171b') +
    rect(40, 60, 20, 6, 1, '#15171b') +
    rect(42, 61.5, 16, 2, 0.5, '#5b6fd6'),
  base: 22,
  detail: { of: 'front', at: [50, 56] },
  colours: ['#f1f1ef', '#26292e'],
};

const cable: Model = {
  front: (p, c) => {
    const braid = `stroke="${c}" stroke-width="3.4" fill="none" stroke-linecap="round"`;
    const weave = `stroke="${lighten(c, 0.3)}" stroke-width="3.4" fill="none" stroke-dasharray="1 1.4" opacity="0.6"`;
    const loop = 'M26 80c-14-4-14-30 8-34s40 4 40 16-26 16-32 4 8-26 30-26 22 26 12 40';
    return (
      `<path d="${loop}" ${braid}/><path d="${loop}" ${weave}/>` +
      rect(18, 76, 14, 8, 2, p.cylinder('#c9ccd1', false)) +
      rect(14, 78, 5, 4, 1.5, '#8c9199') +
      rect(80, 64, 8, 14, 2, p.cylinder('#c9ccd1')) +
      rect(81.5, 77, 5, 4, 1.5, '#8c9199') +
      path('M20 80h10', 'none', `stroke="${darken(c, 0.3)}" stroke-width="0.6"`)
    );
  },
  base: 34,
  detail: { of: 'front', at: [30, 70] },
  colours: ['#3a3d44', '#f1f1ef', '#c24a4a'],
};

export const applianceModels = { airFryer, kettle, robotVacuum, hairDryer, smartPlug, charger, cable };
