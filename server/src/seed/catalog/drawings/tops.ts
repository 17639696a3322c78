import type { Model } from './model.ts';
import { darken, lighten, type Paint, seam } from './paint.ts';
import { circle, line, path, rect } from './svg.ts';

// Garments laid flat like a product photo: a body, sleeves, and the details that tell them apart.

type Top = {
  sleeve: 'short' | 'long';
  neck: 'crew' | 'polo' | 'hood' | 'zip' | 'vee' | 'lapel';
  // y of the hem
  hem: number;
  buttons?: number;
  pocket?: 'kangaroo' | 'patch' | 'side';
};

function silhouette(top: Top): string {
  const h = top.hem;
  const left = top.sleeve === 'short' ? 'L26 20L11 38L21 46L30 38' : 'L26 20L13 72L22 74L31 38';
  const right = top.sleeve === 'short' ? 'L70 38L79 46L89 38L74 20' : 'L69 38L78 74L87 72L74 20';
  return `M41 15${left}L30 ${h}Q50 ${h + 2} 70 ${h}${right}L59 15Q50 22 41 15z`;
}

function folds(c: string, top: Top): string {
  const ink = darken(c, 0.25);
  const arms = top.sleeve === 'long' ? line('M20 52l3 12M80 52l-3 12', ink, 0.8, 'opacity="0.35"') : '';
  return (
    line(`M38 40q2 18-2 ${top.hem - 46}M62 44q-3 16 1 ${top.hem - 48}`, ink, 0.9, 'opacity="0.3"') + arms
  );
}

function neckline(p: Paint, c: string, top: Top): string {
  const rib = darken(c, 0.12);
  const ink = seam(c);
  switch (top.neck) {
    case 'crew':
      return line('M41 15Q50 22 59 15', rib, 2.6);
    case 'polo':
      return (
        path('M41 15L36 24L47 23Z', p.panel(lighten(c, 0.05))) +
        path('M59 15L64 24L53 23Z', p.panel(lighten(c, 0.05))) +
        rect(47.5, 18, 5, 14, 1, darken(c, 0.06)) +
        circle(50, 23, 0.9, lighten(c, 0.5)) +
        circle(50, 28, 0.9, lighten(c, 0.5))
      );
    case 'hood':
      return (
        path('M37 16Q50 2 63 16Q58 26 50 26Q42 26 37 16z', p.dome(darken(c, 0.08))) +
        path('M41 16Q50 24 59 16Q50 12 41 16z', darken(c, 0.35)) +
        line('M46 24v12M54 24v12', lighten(c, 0.6), 0.9)
      );
    case 'zip':
      return (
        path('M40 14h20l-1 6H41z', darken(c, 0.08)) +
        line(`M50 16V${top.hem}`, '#b9bec5', 1.1) +
        rect(48.8, 22, 2.4, 4, 0.6, '#d0d4da')
      );
    case 'vee':
      return path('M41 15L50 34L59 15', 'none', `stroke="${ink}" stroke-width="1.4"`);
    case 'lapel':
      return (
        path('M41 15L38 22L46 44L50 36z', p.panel(darken(c, 0.08))) +
        path('M59 15L62 22L54 44L50 36z', p.panel(darken(c, 0.08))) +
        line(`M50 36V${top.hem}`, ink, 0.6)
      );
  }
}

function pockets(p: Paint, c: string, top: Top): string {
  const ink = seam(c);
  if (top.pocket === 'kangaroo')
    return path('M36 60h28l4 14H32z', p.panel(c), `stroke="${ink}" stroke-width="0.6"`);
  if (top.pocket === 'patch')
    return (
      rect(34, 54, 11, 10, 1, 'none', `stroke="${ink}" stroke-width="0.6"`) +
      rect(55, 54, 11, 10, 1, 'none', `stroke="${ink}" stroke-width="0.6"`)
    );
  if (top.pocket === 'side') return line('M35 62l2 8M65 62l-2 8', ink, 0.8);
  return '';
}

function buttons(c: string, top: Top): string {
  const count = top.buttons ?? 0;
  const from = top.neck === 'lapel' ? 46 : 24;
  const gap = (top.hem - from - 8) / Math.max(1, count);
  return Array.from({ length: count }, (_, i) =>
    circle(52.4, from + i * gap, 1, lighten(darken(c, 0.4), 0.1)),
  ).join('');
}

function garment(top: Top, colours: string[]): Model {
  return {
    front: (p, c) =>
      path(silhouette(top), p.cylinder(c)) +
      (top.sleeve === 'short'
        ? line('M14 40l7 5M86 40l-7 5', darken(c, 0.15), 1.2)
        : line('M14 69l8 2M86 69l-8 2', darken(c, 0.2), 1.6)) +
      folds(c, top) +
      pockets(p, c, top) +
      neckline(p, c, top) +
      buttons(c, top),
    side: (p, c) =>
      path(silhouette(top), p.cylinder(darken(c, 0.04))) +
      folds(c, top) +
      line('M41 15Q50 18 59 15', darken(c, 0.15), 1.6),
    base: 34,
    detail: { of: 'front', at: [48, 26] },
    colours,
  };
}

export const topModels = {
  tshirt: garment({ sleeve: 'short', neck: 'crew', hem: 82 }, ['#f4f4f2', '#26292e', '#2c3e66']),
  polo: garment({ sleeve: 'short', neck: 'polo', hem: 80 }, ['#f4f4f2', '#6fa6d8', '#7a2637']),
  hoodie: garment({ sleeve: 'long', neck: 'hood', hem: 82, pocket: 'kangaroo' }, [
    '#d9cdb8',
    '#26292e',
    '#2f5a41',
  ]),
  jacket: garment({ sleeve: 'long', neck: 'zip', hem: 80, pocket: 'side' }, [
    '#2c3e66',
    '#b59f78',
    '#26292e',
  ]),
  blouse: garment({ sleeve: 'long', neck: 'vee', hem: 78, buttons: 4 }, ['#f3ecdf', '#e9b9b4', '#2c3e66']),
  cardigan: garment({ sleeve: 'long', neck: 'vee', hem: 80, buttons: 5, pocket: 'patch' }, [
    '#efe6d2',
    '#b98a5a',
    '#d8a3a8',
  ]),
  coat: garment({ sleeve: 'long', neck: 'lapel', hem: 88, buttons: 3, pocket: 'side' }, [
    '#b98a5a',
    '#44474d',
    '#ece4d2',
  ]),
};
