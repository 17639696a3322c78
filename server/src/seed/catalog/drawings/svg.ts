// Tiny builders for the SVG elements the drawings use; every drawing fits a 100 × 100 box, floor at y = 86.

type Extra = string;

export const rect = (
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  extra: Extra = '',
) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Extra = '') =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const path = (d: string, fill: string, extra: Extra = '') =>
  `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

/** An unfilled line, round-capped. */
export const line = (d: string, stroke: string, width: number, extra: Extra = '') =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ''}/>`;

export const group = (transform: string, content: string) => `<g transform="${transform}">${content}</g>`;

/** Repeats `draw` on a grid (keys, studs, stitches). */
export function grid(cols: number, rows: number, draw: (col: number, row: number) => string): string {
  let out = '';
  for (let row = 0; row < rows; row++) for (let col = 0; col < cols; col++) out += draw(col, row);
  return out;
}
