import type { Plugin } from 'vite';

const ICON_MODULE = /\/node_modules\/antd-mobile-icons\/es\/[A-Za-z0-9]+\.js$/;
// The 48 × 48 transparent square every icon starts with: it only made the drawing tool's artboard.
const ARTBOARD =
  /\/\*#__PURE__\*\/React\.createElement\("rect", \{\s*fill: "#FFFFFF",\s*opacity: 0,\s*x: 0,\s*y: 0,\s*width: 48,\s*height: 48\s*\}\),\s*/g;

/** Coordinates in a 48-unit grid to hundredths: a 24 px icon moves by at most a four-hundredth of a pixel. */
const rounded = (path: string) =>
  path.replace(/-?\d*\.\d+/g, (number) => String(Number(Number(number).toFixed(2))));

/**
 * antd-mobile-icons as a page carries them: each icon of the drawn first screen went out as about 1.5 kB of
 * markup, mostly path coordinates to seven decimals, ids left by the drawing tool (repeated when an icon is, so
 * not unique in the page) and `xmlns` attributes that markup inside HTML does not need. One icon module is one
 * component for the server's drawing and the browser's, so both draw the same smaller icon and the page is
 * taken over without a mismatch (docs/decisions/0075).
 */
export function compactIcon(code: string): string {
  return code
    .replace(/,\s*xmlns(Xlink)?: "[^"]*"/g, '')
    .replace(/\bid: "[^"]*",?\s*/g, '')
    .replace(ARTBOARD, '')
    .replace(/\bd: "([^"]*)"/g, (_, path: string) => `d: "${rounded(path)}"`);
}

export function compactIcons(): Plugin {
  return {
    name: 'crossbay:compact-icons',
    apply: 'build',
    transform(code, id) {
      // An icon that refers to one of its own parts by id keeps its ids (none of 0.3.0's does).
      if (!ICON_MODULE.test(id.replaceAll('\\', '/')) || /url\(#|[hH]ref/.test(code)) return null;
      return { code: compactIcon(code), map: null };
    },
  };
}
