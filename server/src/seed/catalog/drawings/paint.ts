// Colours and gradients shared by every drawing. Light comes from the upper left, like a softbox.

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function format([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

export function mix(a: string, b: string, t: number): string {
  const [x, y] = [parse(a), parse(b)];
  return format([0, 1, 2].map((i) => (x[i] ?? 0) + ((y[i] ?? 0) - (x[i] ?? 0)) * t) as Rgb);
}

export const lighten = (colour: string, t: number): string => mix(colour, '#ffffff', t);
export const darken = (colour: string, t: number): string => mix(colour, '#000000', t);

export function luminance(colour: string): number {
  const [r, g, b] = parse(colour);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** A darker line colour that still shows on near-black bodies. */
export function seam(colour: string): string {
  return luminance(colour) < 0.12 ? lighten(colour, 0.22) : darken(colour, 0.28);
}

type Stop = [offset: number, colour: string, opacity?: number];

/** Collects the <defs> of one picture and hands out unique ids. */
export class Paint {
  private defs: string[] = [];
  private count = 0;

  private stops(stops: Stop[]): string {
    return stops
      .map(
        ([o, c, a]) =>
          `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
      )
      .join('');
  }

  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 1, y2 = 0): string {
    const id = `g${this.count++}`;
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = `g${this.count++}`;
    this.defs.push(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A rounded body lit from the left: bright edge, soft middle, darker far side. */
  cylinder(colour: string, vertical = true): string {
    const stops: Stop[] = [
      [0, darken(colour, 0.18)],
      [0.22, lighten(colour, 0.28)],
      [0.5, colour],
      [1, darken(colour, 0.38)],
    ];
    return vertical ? this.linear(stops) : this.linear(stops, 0, 0, 0, 1);
  }

  /** A flat face turned a little towards the light. */
  panel(colour: string, strength = 1): string {
    return this.linear(
      [
        [0, lighten(colour, 0.2 * strength)],
        [1, darken(colour, 0.22 * strength)],
      ],
      0,
      0,
      1,
      1,
    );
  }

  /** A rounded surface with a highlight to the upper left (balls, domes, soft toys). */
  dome(colour: string): string {
    return this.radial(
      [
        [0, lighten(colour, 0.35)],
        [0.55, colour],
        [1, darken(colour, 0.35)],
      ],
      0.4,
      0.38,
      0.65,
      0.32,
      0.28,
    );
  }

  /** A reflection on glass or glossy plastic. */
  gloss(opacity = 0.45): string {
    return this.linear(
      [
        [0, '#ffffff', opacity],
        [0.45, '#ffffff', 0],
      ],
      0,
      0,
      1,
      1,
    );
  }

  /** A soft shadow where the object meets the floor. */
  shadow(cx: number, cy: number, rx: number, ry: number): string {
    const fill = this.radial([
      [0, '#1b1f27', 0.34],
      [0.6, '#1b1f27', 0.12],
      [1, '#1b1f27', 0],
    ]);
    return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"/>`;
  }

  defsSvg(): string {
    return `<defs>${this.defs.join('')}</defs>`;
  }
}
