import type { Model } from './model.ts';
import { darken, lighten, mix, type Paint } from './paint.ts';
import { circle, ellipse, grid, line, path, rect } from './svg.ts';

// Food and health packaging: the pack in its own colours, the food showing through a window or beside it.

type Contents = 'beans' | 'nuts' | 'oats' | 'fruit' | 'leaves';

const contentColours: Record<Contents, string[]> = {
  beans: ['#4a2c1a', '#5e3822', '#3b2214'],
  nuts: ['#c49a62', '#a8743e', '#d8b98a'],
  oats: ['#d8b675', '#b98b4a', '#e6cf9c'],
  fruit: ['#e8a33a', '#d9852a', '#f2c25c'],
  leaves: ['#4f6b2a', '#6b8a3a', '#3d5520'],
};

function pieces(kind: Contents, x: number, y: number, w: number, h: number, count = 18): string {
  const colours = contentColours[kind];
  return Array.from({ length: count }, (_, i) => {
    // a fixed scatter (golden-ratio steps), the same in every picture
    const px = x + ((i * 0.618034 + 0.1) % 1) * w;
    const py = y + ((i * 0.381966 + ((i * i) % 7) / 7) % 1) * h;
    const fill = colours[i % colours.length] ?? '#888';
    return kind === 'beans'
      ? ellipse(px, py, 2.2, 1.6, fill, `transform="rotate(${(i * 47) % 180} ${px} ${py})"`) +
          line(
            `M${px - 1.4} ${py}h2.8`,
            darken(fill, 0.4),
            0.4,
            `transform="rotate(${(i * 47) % 180} ${px} ${py})"`,
          )
      : ellipse(
          px,
          py,
          kind === 'leaves' ? 2.6 : 2,
          kind === 'leaves' ? 1 : 1.6,
          fill,
          `transform="rotate(${(i * 53) % 180} ${px} ${py})"`,
        );
  }).join('');
}

function pouch(p: Paint, c: string, kind: Contents): string {
  return (
    path('M26 16h48l2 66q-26 5-52 0z', p.cylinder(c)) +
    rect(26, 14, 48, 5, 1, darken(c, 0.15)) +
    line('M27 24h46', darken(c, 0.2), 0.5, 'stroke-dasharray="1 1"') +
    rect(36, 44, 28, 26, 6, '#f5efe4', 'opacity="0.9"') +
    pieces(kind, 39, 47, 22, 20) +
    rect(36, 44, 28, 26, 6, p.gloss(0.5)) +
    rect(36, 32, 28, 5, 2.5, lighten(c, 0.5), 'opacity="0.8"') +
    (kind === 'beans' ? circle(64, 28, 2.6, darken(c, 0.3)) : '')
  );
}

function pouchModel(kind: Contents, colours: string[]): Model {
  return {
    front: (p, c) => pouch(p, c, kind),
    side: (p, c) => group2(pouch(p, c, kind), kind),
    base: 28,
    detail: { of: 'front', at: [50, 56] },
    colours,
  };
}

// The pack with a little heap of what is inside in front of it.
function group2(pack: string, kind: Contents): string {
  return `<g transform="translate(14 6) scale(0.8)">${pack}</g>${pieces(kind, 14, 76, 34, 10, 22)}`;
}

function jar(p: Paint, lid: string, fill: string, kind?: Contents): string {
  return (
    path(
      'M28 30h44v48q0 6-6 6H34q-6 0-6-6z',
      p.linear([
        [0, darken(fill, 0.2)],
        [0.3, lighten(fill, 0.25)],
        [1, darken(fill, 0.3)],
      ]),
    ) +
    (kind ? pieces(kind, 31, 34, 38, 46, 40) : '') +
    rect(30, 46, 40, 20, 2, '#f7f1e3') +
    rect(
      30,
      46,
      40,
      20,
      2,
      p.linear([
        [0, '#000000', 0.08],
        [0.4, '#000000', 0],
        [1, '#000000', 0.15],
      ]),
    ) +
    circle(50, 56, 5, mix(fill, '#ffffff', 0.3)) +
    path('M28 30h44v48q0 6-6 6H34q-6 0-6-6z', p.gloss(0.5)) +
    rect(26, 18, 48, 13, 3, p.cylinder(lid)) +
    line('M28 22h44M28 25h44M28 28h44', darken(lid, 0.2), 0.4)
  );
}

function bottle(p: Paint, glass: string, cap: string, neck: number): string {
  return (
    path(
      `M42 ${neck}h16v8q12 4 12 16v44q0 4-4 4H34q-4 0-4-4V${neck + 24}q0-12 12-16z`,
      p.linear([
        [0, darken(glass, 0.3)],
        [0.25, lighten(glass, 0.3)],
        [0.6, glass],
        [1, darken(glass, 0.45)],
      ]),
    ) +
    rect(32, 50, 36, 22, 2, '#f7f1e3') +
    circle(50, 58, 4.5, mix(glass, '#ffffff', 0.35)) +
    rect(40, 64, 20, 2, 1, darken(glass, 0.1)) +
    rect(41, neck - 8, 18, 10, 2, p.cylinder(cap))
  );
}

function tub(p: Paint, c: string): string {
  return (
    path('M24 30h52v50q0 4-4 4H28q-4 0-4-4z', p.cylinder(c)) +
    rect(22, 20, 56, 12, 3, p.cylinder(darken(c, 0.25))) +
    rect(24, 44, 52, 24, 1, lighten(c, 0.7)) +
    path('M34 62q8-14 16-6t16-8', 'none', `stroke="${c}" stroke-width="3"`) +
    circle(50, 52, 3, c)
  );
}

const squeeze = (p: Paint, c: string) =>
  path('M36 14h28l-4 60H40z', p.cylinder(c)) +
  line('M36 16h28', darken(c, 0.2), 0.8) +
  rect(40, 74, 20, 12, 3, p.cylinder('#f4f4f2')) +
  rect(42, 36, 16, 20, 2, lighten(c, 0.65)) +
  circle(50, 43, 4, '#f2b134');

const dropper = (p: Paint, c: string) =>
  path(
    'M36 44q0-6 6-6h16q6 0 6 6v36q0 6-6 6H42q-6 0-6-6z',
    p.linear([
      [0, darken(c, 0.3)],
      [0.25, lighten(c, 0.35)],
      [1, darken(c, 0.4)],
    ]),
  ) +
  rect(40, 56, 20, 16, 2, '#f7f1e3') +
  rect(44, 30, 12, 9, 1.5, p.cylinder('#c9a24a')) +
  path('M44 30q0-16 6-16t6 16z', p.dome('#26292e'));

const perfume = (p: Paint, c: string) =>
  path(
    'M26 40h48l4 40q0 4-4 4H26q-4 0-4-4z',
    p.linear([
      [0, darken(c, 0.35)],
      [0.3, lighten(c, 0.35)],
      [1, darken(c, 0.4)],
    ]),
  ) +
  path('M30 46h40l2 30H28z', darken(c, 0.15), 'opacity="0.5"') +
  rect(44, 32, 12, 9, 1, '#c9a24a') +
  rect(38, 14, 24, 18, 4, p.cylinder('#2b2118')) +
  path('M26 40h48l4 40q0 4-4 4H26q-4 0-4-4z', p.gloss(0.5));

const tin = (p: Paint, c: string, round: boolean) =>
  round
    ? ellipse(50, 70, 30, 12, darken(c, 0.3)) +
      path('M20 56v14a30 12 0 0 0 60 0V56z', p.cylinder(c)) +
      ellipse(50, 56, 30, 12, p.dome(lighten(c, 0.1))) +
      ellipse(50, 56, 16, 6, 'none', `stroke="${lighten(c, 0.5)}" stroke-width="1.4"`)
    : rect(30, 26, 40, 58, 4, p.cylinder(c)) +
      rect(28, 18, 44, 12, 3, p.cylinder(darken(c, 0.2))) +
      rect(34, 44, 32, 24, 2, lighten(c, 0.75)) +
      path('M42 60q0-12 12-14-2 12-12 14z', '#4f8a3a') +
      line('M42 60l8-9', '#2f5a22', 0.6);

const chocolate = (p: Paint, c: string) =>
  rect(22, 20, 56, 52, 2, '#4a2c1a') +
  grid(4, 4, (i, j) => rect(24 + i * 13.5, 22 + j * 12.2, 12, 10.7, 1.2, p.panel('#5e3822'))) +
  path('M20 46h60v34q0 4-4 4H24q-4 0-4-4z', p.cylinder(c)) +
  path('M20 46l8-6 8 6 8-6 8 6 8-6 8 6 8-6 4 3v3z', lighten(c, 0.2)) +
  rect(30, 58, 40, 16, 2, lighten(c, 0.7)) +
  path('M40 70q10-16 20 0', '#4a2c1a');

const noodles = (p: Paint, c: string) =>
  path('M22 28h56l-8 56H30z', p.cylinder(c)) +
  ellipse(50, 28, 28, 6, p.dome('#f4f4f2')) +
  path('M30 44h40l-2 20H32z', lighten(c, 0.7)) +
  line('M36 56q4-8 8 0t8 0 8 0', '#e0b84a', 1.6) +
  circle(62, 52, 3, '#d9534f');

const pills = (p: Paint, c: string) =>
  bottle(p, c, '#f4f4f2', 26) + ellipse(72, 82, 6, 3, '#f2c25c') + ellipse(82, 84, 6, 3, '#e8a33a');

export const packagingModels = {
  coffeeBag: pouchModel('beans', ['#2b2d31', '#7a4a2a', '#b8863c']),
  granola: pouchModel('oats', ['#d9c59a', '#c7663b', '#6f8f5a']),
  nutsPouch: pouchModel('nuts', ['#6f8f5a', '#b8863c']),
  fruitPouch: pouchModel('fruit', ['#f2b134', '#7fae4a']),
  teaTin: {
    front: (p, c) => tin(p, c, false),
    side: (p, c) => tin(p, c, false) + pieces('leaves', 64, 76, 22, 10, 14),
    base: 22,
    detail: { of: 'front', at: [50, 56] },
    colours: ['#3f6b4a', '#8a2f2f', '#1f3b5a'],
  },
  balmTin: {
    front: (p, c) => tin(p, c, true),
    base: 32,
    detail: { of: 'front', at: [50, 58] },
    colours: ['#c9a24a', '#3f6b4a'],
  },
  chocolate: {
    front: chocolate,
    base: 32,
    detail: { of: 'front', at: [40, 30] },
    colours: ['#2f5a41', '#7a2637', '#1f3b5a'],
  },
  honeyJar: {
    front: (p) => jar(p, '#c9a24a', '#e8a52a'),
    base: 24,
    detail: { of: 'front', at: [50, 40] },
    colours: ['#e8a52a'],
  },
  datesJar: {
    front: (p, c) => jar(p, c, '#6b3a1e', 'fruit'),
    base: 24,
    detail: { of: 'front', at: [50, 40] },
    colours: ['#c9a24a'],
  },
  oilBottle: {
    front: (p) => bottle(p, '#6b7a1f', '#26292e', 14),
    base: 22,
    detail: { of: 'front', at: [50, 58] },
    colours: ['#6b7a1f'],
  },
  pillBottle: {
    front: (p, c) => pills(p, c),
    base: 24,
    detail: { of: 'front', at: [60, 70] },
    colours: ['#f4f4f2', '#e8a33a', '#3d5a80'],
  },
  proteinTub: {
    front: (p, c) => tub(p, c),
    base: 28,
    detail: { of: 'front', at: [50, 54] },
    colours: ['#26292e', '#f4f4f2', '#5a3a2a'],
  },
  sunscreen: {
    front: (p, c) => squeeze(p, c),
    base: 14,
    detail: { of: 'front', at: [50, 44] },
    colours: ['#f7d54a', '#f4f4f2', '#4aa3d8'],
  },
  serum: {
    front: (p, c) => dropper(p, c),
    base: 16,
    detail: { of: 'front', at: [50, 40] },
    colours: ['#c9935a', '#a8c5d8'],
  },
  perfume: {
    front: (p, c) => perfume(p, c),
    base: 28,
    detail: { of: 'front', at: [50, 30] },
    colours: ['#7a3a1e'],
  },
  noodles: {
    front: noodles,
    base: 26,
    detail: { of: 'front', at: [50, 40] },
    colours: ['#d9534f', '#f2b134'],
  },
} satisfies Record<string, Model>;
