import type { Model } from './model.ts';
import { darken, lighten, type Paint, seam } from './paint.ts';
import { circle, ellipse, line, path, rect } from './svg.ts';

type Legs = 'jeans' | 'chinos' | 'leggings';

function trousers(p: Paint, c: string, kind: Legs): string {
  const narrow = kind === 'leggings';
  const legs = narrow ? 'M32 14h36l-3 72h-11l-4-56-4 56H35z' : 'M31 14h38l5 72H55l-5-54-5 54H26z';
  const ink = kind === 'jeans' ? '#d99a3e' : seam(c);
  const stitch = `stroke="${ink}" stroke-width="0.6" fill="none" stroke-dasharray="1.2 0.9"`;
  const waist = narrow ? rect(32, 14, 36, 9, 2, darken(c, 0.1)) : rect(31, 14, 38, 6, 1, darken(c, 0.08));
  const detail =
    kind === 'leggings'
      ? line('M42 40l2 40M58 40l-2 40', darken(c, 0.3), 0.8, 'opacity="0.4"')
      : `<path d="M34 20q4 10 12 10M66 20q-4 10-12 10" ${stitch}/>` +
        `<path d="M50 20v12" ${stitch}/>` +
        (kind === 'jeans' ? circle(35, 21.5, 0.8, '#c8a35a') + circle(65, 21.5, 0.8, '#c8a35a') : '') +
        circle(50, 17, 1, kind === 'jeans' ? '#c8a35a' : darken(c, 0.4)) +
        line(
          kind === 'chinos' ? 'M38 34l-2 50M62 34l2 50' : 'M36 40l-1 8M64 40l1 8',
          darken(c, 0.25),
          0.7,
          'opacity="0.5"',
        );
  return path(legs, p.cylinder(c)) + waist + detail;
}

function legwear(kind: Legs, colours: string[]): Model {
  return {
    front: (p, c) => trousers(p, c, kind),
    base: 26,
    detail: { of: 'front', at: [42, 24] },
    colours,
  };
}

const skirt: Model = {
  front: (p, c) =>
    path('M36 22h28l16 58q-30 6-60 0z', p.cylinder(c)) +
    rect(35, 16, 30, 7, 2, darken(c, 0.08)) +
    line('M42 24l-6 56M50 24v58M58 24l6 56', darken(c, 0.25), 0.8, 'opacity="0.4"'),
  base: 30,
  detail: { of: 'front', at: [50, 26] },
  colours: ['#26292e', '#1f7a5a', '#e8d6b0'],
};

function dressModel(long: boolean, colours: string[]): Model {
  const hem = long ? 88 : 82;
  const sleeves = long ? 'M40 14L24 24L14 74L22 76L32 36' : 'M40 14L34 18L30 30L36 32';
  const sleevesR = long ? 'M68 36L78 76L86 74L76 24L60 14' : 'M64 32L70 30L66 18L60 14';
  return {
    front: (p, c) =>
      path(
        `${sleeves}L36 44L${long ? 28 : 22} ${hem}Q50 ${hem + 4} ${long ? 72 : 78} ${hem}L64 44${sleevesR.replace('M', 'L')}Q50 22 40 14z`,
        p.cylinder(c),
      ) +
      rect(35, 42, 30, 4, 1, darken(c, 0.18)) +
      line(
        `M44 48l-6 ${hem - 52}M56 48l6 ${hem - 52}M50 48v${hem - 48}`,
        darken(c, 0.25),
        0.8,
        'opacity="0.35"',
      ) +
      line('M40 14Q50 22 60 14', darken(c, 0.2), 1.2) +
      (long ? line('M15 70l7 2M85 70l-7 2', lighten(c, 0.55), 1.4, 'stroke-dasharray="1 1"') : ''),
    base: 30,
    detail: { of: 'front', at: [50, 40] },
    colours,
  };
}

const socks: Model = {
  front: (p, c) => {
    const sock = (x: number) =>
      path(`M${x} 14h16v44q0 6 6 8l10 4q6 3 3 10q-2 6-10 4l-18-6q-8-3-7-12z`, p.cylinder(c)) +
      rect(x, 14, 16, 10, 1, darken(c, 0.1)) +
      line(`M${x + 3} 15v8M${x + 6} 15v8M${x + 9} 15v8M${x + 12} 15v8`, darken(c, 0.25), 0.6) +
      path(`M${x + 25} 72q6 3 3 10q-2 6-10 4z`, darken(c, 0.2));
    return sock(22) + sock(44);
  },
  base: 30,
  detail: { of: 'front', at: [40, 20] },
  colours: ['#26292e', '#f4f4f2', '#8c9199'],
};

const hat: Model = {
  front: (p, c) =>
    path('M22 60q0-36 28-38 28 2 28 38z', p.dome(c)) +
    path('M18 56q-2 20 8 28 6-10 6-26z', p.dome('#d8cbb5')) +
    path('M82 56q2 20-8 28-6-10-6-26z', p.dome('#d8cbb5')) +
    path('M22 46q28-12 56 0v12q-28-10-56 0z', p.cylinder('#e2d6c0', false)) +
    ellipse(50, 28, 3, 2, darken(c, 0.3)),
  base: 30,
  detail: { of: 'front', at: [50, 50] },
  colours: ['#5a4634', '#26292e'],
};

const handbag: Model = {
  front: (p, c) =>
    path('M36 40v-8q0-14 14-14t14 14v8', 'none', `stroke="${darken(c, 0.15)}" stroke-width="3.4"`) +
    path('M20 40h60l4 40q0 6-6 6H22q-6 0-6-6z', p.cylinder(c)) +
    path('M20 40h60l1 14q-31 8-62 0z', p.cylinder(darken(c, 0.06))) +
    line('M19 54q31 8 62 0', seam(c), 0.7) +
    rect(46, 52, 8, 6, 1.4, p.cylinder('#c9a24a')) +
    line('M22 44h56', lighten(c, 0.2), 0.5, 'stroke-dasharray="1 1"'),
  base: 34,
  detail: { of: 'front', at: [50, 54] },
  colours: ['#c49a6c', '#26292e', '#7a2637'],
};

export const wearModels = {
  handbag,
  jeans: legwear('jeans', ['#2f4f7f', '#2b2d31']),
  chinos: legwear('chinos', ['#cdbd9c', '#2c3e66', '#6b6b3e']),
  leggings: legwear('leggings', ['#1f2024', '#5b2d52', '#5a6140']),
  skirt,
  dress: dressModel(false, ['#98a98a', '#c0653e', '#26292e', '#6f8fd6']),
  abaya: dressModel(true, ['#1b1c20']),
  socks,
  hat,
};
