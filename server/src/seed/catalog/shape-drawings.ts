import type { ImageShape } from './types.ts';

// Each drawing fits a 100 × 100 box centred on (50, 50); `body` is the light fill, `ink` the dark detail.
type Drawing = (body: string, ink: string) => string;

const drawings: Record<ImageShape, Drawing> = {
  circle: (body, ink) =>
    `<circle cx="50" cy="50" r="28" fill="${body}"/>` +
    `<circle cx="50" cy="50" r="13" fill="${ink}" opacity="0.55"/>`,
  rect: (body, ink) =>
    `<rect x="20" y="30" width="60" height="40" rx="6" fill="${body}"/>` +
    `<rect x="27" y="37" width="46" height="6" rx="3" fill="${ink}"/>` +
    `<rect x="27" y="49" width="30" height="5" rx="2.5" fill="${ink}" opacity="0.5"/>`,
  phone: (body, ink) =>
    `<rect x="34" y="16" width="32" height="68" rx="6" fill="${ink}"/>` +
    `<rect x="37" y="22" width="26" height="52" rx="2" fill="${body}"/>` +
    `<circle cx="50" cy="79" r="2" fill="${body}"/>`,
  laptop: (body, ink) =>
    `<rect x="26" y="26" width="48" height="34" rx="3" fill="${ink}"/>` +
    `<rect x="29" y="29" width="42" height="28" fill="${body}"/>` +
    `<path d="M16 62h68l-5 8H21z" fill="${ink}"/>`,
  monitor: (body, ink) =>
    `<rect x="18" y="22" width="64" height="40" rx="3" fill="${ink}"/>` +
    `<rect x="21" y="25" width="58" height="34" fill="${body}"/>` +
    `<rect x="46" y="62" width="8" height="10" fill="${ink}"/>` +
    `<rect x="35" y="72" width="30" height="4" rx="2" fill="${ink}"/>`,
  headphones: (body, ink) =>
    `<path d="M28 58V48a22 22 0 0 1 44 0v10" fill="none" stroke="${ink}" stroke-width="6"/>` +
    `<rect x="21" y="52" width="15" height="24" rx="6" fill="${body}"/>` +
    `<rect x="64" y="52" width="15" height="24" rx="6" fill="${body}"/>`,
  plug: (body, ink) =>
    `<rect x="40" y="20" width="5" height="16" fill="${ink}"/>` +
    `<rect x="55" y="20" width="5" height="16" fill="${ink}"/>` +
    `<rect x="31" y="34" width="38" height="32" rx="8" fill="${body}"/>` +
    `<path d="M50 66v16" stroke="${ink}" stroke-width="5" stroke-linecap="round"/>`,
  bottle: (body, ink) =>
    `<rect x="43" y="14" width="14" height="10" rx="2" fill="${ink}"/>` +
    `<path d="M40 24h20l5 10v44a4 4 0 0 1-4 4H39a4 4 0 0 1-4-4V34z" fill="${body}"/>` +
    `<rect x="35" y="46" width="30" height="16" fill="${ink}" opacity="0.55"/>`,
  cup: (body, ink) =>
    `<path d="M40 28q4-6 0-12M52 28q4-6 0-12" stroke="${ink}" stroke-width="3" fill="none"/>` +
    `<path d="M66 42h5a7 7 0 0 1 0 14h-7" fill="none" stroke="${body}" stroke-width="5"/>` +
    `<path d="M26 34h42l-4 40a5 5 0 0 1-5 4H35a5 5 0 0 1-5-4z" fill="${body}"/>`,
  shirt: (body, ink) =>
    `<path d="M38 20L18 31l7 15 9-5v41h32V41l9 5 7-15-20-11q-12 10-24 0z" fill="${body}"/>` +
    `<path d="M38 20q12 10 24 0" fill="none" stroke="${ink}" stroke-width="3"/>`,
  dress: (body, ink) =>
    `<path d="M41 16h18l-3 18 16 48H28l16-48z" fill="${body}"/>` +
    `<rect x="43" y="34" width="14" height="4" fill="${ink}"/>`,
  shoe: (body, ink) =>
    `<path d="M16 66V42h15l9 11 30 5a11 11 0 0 1 11 11v1H16z" fill="${body}"/>` +
    `<rect x="16" y="68" width="65" height="7" rx="2" fill="${ink}"/>`,
  bag: (body, ink) =>
    `<path d="M38 38v-8a12 12 0 0 1 24 0v8" fill="none" stroke="${ink}" stroke-width="5"/>` +
    `<path d="M24 36h52l-4 44H28z" fill="${body}"/>`,
  box: (body, ink) =>
    `<path d="M50 18l30 14v36L50 82 20 68V32z" fill="${body}"/>` +
    `<path d="M20 32l30 14 30-14M50 46v36" fill="none" stroke="${ink}" stroke-width="3"/>`,
  tent: (body, ink) =>
    `<path d="M50 20L14 78h72z" fill="${body}"/><path d="M50 44L38 78h24z" fill="${ink}"/>`,
  ball: (body, ink) =>
    `<circle cx="50" cy="50" r="28" fill="${body}"/>` +
    `<path d="M22 50h56M50 22a36 36 0 0 1 0 56M50 22a36 36 0 0 0 0 56" ` +
    `fill="none" stroke="${ink}" stroke-width="3"/>`,
  bear: (body, ink) =>
    `<circle cx="33" cy="30" r="10" fill="${body}"/><circle cx="67" cy="30" r="10" fill="${body}"/>` +
    `<circle cx="50" cy="52" r="25" fill="${body}"/>` +
    `<circle cx="41" cy="47" r="3" fill="${ink}"/><circle cx="59" cy="47" r="3" fill="${ink}"/>` +
    `<ellipse cx="50" cy="60" rx="8" ry="6" fill="${ink}" opacity="0.6"/>`,
  card: (body, ink) =>
    `<rect x="16" y="28" width="68" height="44" rx="6" fill="${body}"/>` +
    `<rect x="16" y="37" width="68" height="9" fill="${ink}"/>` +
    `<rect x="23" y="56" width="26" height="5" rx="2" fill="${ink}" opacity="0.6"/>`,
  leaf: (body, ink) =>
    `<path d="M22 78C22 42 42 22 80 22c0 38-20 56-58 56z" fill="${body}"/>` +
    `<path d="M22 78L62 38" stroke="${ink}" stroke-width="3" stroke-linecap="round"/>`,
  heart: (body) =>
    `<path d="M50 78C20 58 16 38 32 30c10-5 18 2 18 8 0-6 8-13 18-8 16 8 12 28-18 48z" fill="${body}"/>`,
  store: (body, ink) =>
    `<path d="M18 40l7-16h50l7 16z" fill="${ink}"/>` +
    `<rect x="22" y="40" width="56" height="38" fill="${body}"/>` +
    `<rect x="44" y="56" width="12" height="22" fill="${ink}"/>` +
    `<rect x="28" y="48" width="10" height="10" fill="${ink}" opacity="0.5"/>`,
};

export function drawShape(shape: ImageShape, body: string, ink: string): string {
  return drawings[shape](body, ink);
}
