import sharp from 'sharp';
import type { Model } from './model.ts';
import { Paint } from './paint.ts';
import { group } from './svg.ts';

// Where a picture is taken: a light seamless backdrop, the object on the floor with its shadow.

export type PictureView = 'front' | 'side' | 'detail' | 'lineup';

const FLOOR = 86;

// One neutral backdrop for every product, as marketplaces ask of sellers' photos.
function backdrop(p: Paint): string {
  const wall = p.linear(
    [
      [0, '#eceef1'],
      [0.62, '#f7f8fa'],
      [1, '#ffffff'],
    ],
    0,
    0,
    0,
    1,
  );
  const glow = p.radial([
    [0, '#ffffff', 0.9],
    [1, '#ffffff', 0],
  ]);
  return `<rect width="100" height="100" fill="${wall}"/><ellipse cx="50" cy="${FLOOR}" rx="60" ry="18" fill="${glow}"/>`;
}

function standing(p: Paint, model: Model, drawing: string): string {
  return p.shadow(50, FLOOR + 0.6, model.base + 4, 3.6) + drawing;
}

// Without a second drawing the object is turned a little on its spot, like a three-quarter shot.
function turned(p: Paint, model: Model, colour: string): string {
  if (model.side) return standing(p, model, model.side(p, colour));
  const body = group(
    `translate(50 ${FLOOR}) skewY(-6) scale(0.84 1) translate(-50 -${FLOOR})`,
    model.front(p, colour),
  );
  return p.shadow(52, FLOOR + 0.6, model.base * 0.9 + 5, 4.2) + body;
}

function closeUp(p: Paint, model: Model, colour: string): string {
  const [x, y] = model.detail.at;
  const draw = model.detail.of === 'side' && model.side ? model.side : model.front;
  return group(`translate(50 50) scale(2) translate(${-x} ${-y})`, standing(p, model, draw(p, colour)));
}

// Every colour side by side; wide objects stand in two rows, the back row a little further off.
function lineup(p: Paint, model: Model, colours: string[]): string {
  const width = 2 * model.base + 8;
  const rows = colours.length > 2 && width > 64 ? 2 : 1;
  const perRow = Math.ceil(colours.length / rows);
  const scale = Math.min([1, 1, 0.66, 0.54, 0.44][perRow] ?? 0.4, 92 / (perRow * width));
  const step = perRow > 1 ? Math.min(36, (92 - width * scale) / (perRow - 1)) : 0;
  const floors = rows === 2 ? [56, 85] : [FLOOR - (36 - 38 * scale)];
  return colours
    .map((colour, i) => {
      const row = Math.floor(i / perRow);
      const inRow = Math.min(perRow, colours.length - row * perRow);
      const x = 50 + ((i % perRow) - (inRow - 1) / 2) * step;
      const size = rows === 2 && row === 0 ? scale * 0.9 : scale;
      return group(
        `translate(${x} ${floors[row]}) scale(${size}) translate(-50 -${FLOOR})`,
        standing(p, model, model.front(p, colour)),
      );
    })
    .join('');
}

export function scene(model: Model, view: PictureView, colours: string[]): string {
  const p = new Paint();
  const [colour = model.colours[0] ?? '#888888'] = colours;
  const back = backdrop(p);
  // whole views keep a margin, so a shop's badges and the gallery's edges never cut into the product
  const framed = (content: string) => group('translate(50 50) scale(0.86) translate(-50 -50)', content);
  const subject =
    view === 'side'
      ? framed(turned(p, model, colour))
      : view === 'detail'
        ? closeUp(p, model, colour)
        : view === 'lineup'
          ? lineup(p, model, colours)
          : framed(standing(p, model, model.front(p, colour)));
  return `${p.defsSvg()}${back}${subject}`;
}

export async function renderWebp(
  content: string,
  width: number,
  height: number,
  viewWidth = 100,
): Promise<Buffer> {
  const svg = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${viewWidth} 100">${content}</svg>`,
  );
  // effort 2 keeps a thousand seed images to seconds; the files are small either way
  return sharp(svg).webp({ quality: 82, effort: 2 }).toBuffer();
}
