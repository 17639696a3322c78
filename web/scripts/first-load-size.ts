// The size check of `npm test`: the gzip size of every script a phone runs before the first screen
// (/home in the default language) is usable, against a budget, and the same for a product's page. The server
// draws /home in the page, so the screen shows after the page's own script alone (printed apart); the app that
// takes it over (src/boot.tsx, loaded after the first paint) still has to run before a tap does anything, and
// counts. Reads the build: web/dist/index.html and Vite's manifest (web/dist/.vite/manifest.json, which the server
// never serves). Run after `vite build`:
//   node scripts/first-load-size.ts [distDir]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { APP_PRELOAD_END, APP_PRELOAD_START } from '../build/app-preload.ts';

/**
 * The goal is 120 kB (docs/benchmarks.md). The budget is what the app reaches today; lower it as the first load shrinks. It rose
 * from 180 to 184 kB when the app began to take over a page the server drew (docs/decisions/0059): its own script
 * and Vite's preload helper became files of their own, and hydration brought TanStack Query's `hydrate`. It fell
 * to 125 kB when React's runtime gave way to Preact's (docs/decisions/0069), and to the goal of 120 kB when the table
 * of the screens a phone does not open on and antd-mobile's default imperative render left the first chunk. It fell
 * to 113 kB (111.4 kB reached) when the strings of the screens a phone does not open on left the first download
 * (docs/decisions/0121).
 */
export const FIRST_LOAD_BUDGET_BYTES = 113 * 1000;

/**
 * What the first screen awaits besides the entry's own imports, as source paths in the manifest: the app, the home
 * screen's chunk and the default locale's strings (the app's first areas, src/i18n/areas.ts, and antd-mobile's).
 * Each must match a chunk, so a rename cannot make the check silently lighter.
 */
export const FIRST_SCREEN_SOURCES: readonly RegExp[] = [
  /^src\/boot\.tsx$/,
  /^src\/features\/catalog\/screens\/home-screen\.tsx$/,
  /^virtual:crossbay-locale\/en\.first$/,
  /antd-mobile\/es\/locales\/en-US\.js$/,
];

/**
 * A drawn page's own script (src/main.tsx), all that runs before it paints: a module the app shares with it must
 * come as a chunk of its own, or the page would fetch the app's first chunk (100 kB gzip) before its picture.
 */
export const PAGE_SCRIPT_BUDGET_BYTES = 3 * 1000;

/** A drawn screen's chunk with the app and its strings: the first areas and the later ones its route loads. */
const drawnScreen = (screen: RegExp, areas: readonly string[]): readonly RegExp[] => [
  /^src\/boot\.tsx$/,
  screen,
  ...['first', ...areas].map((bundle) => new RegExp(`^virtual:crossbay-locale/en\\.${bundle}$`)),
  /antd-mobile\/es\/locales\/en-US\.js$/,
];

/**
 * What the pages the server draws besides /home run before they are usable: the same app and strings with the
 * screen's chunk and the later areas of strings its route loads (`areas`, as in src/app/routes.ts: a test says so).
 * - A product's page keeps out what it opens only at a tap (the specification chooser, the full-screen pictures,
 *   the sheet of every review), gesture and animation libraries and the request schemas (zod): 196.3 kB gzip
 *   before decision 0072, 136.6 kB after.
 * - A buyer's bag and order list keep out the request schemas too: 189.4 and 194.8 kB gzip with them, 161.1 and
 *   167.4 kB without (docs/decisions/0076).
 */
export const DRAWN_PAGES: readonly {
  name: string;
  route: string;
  areas: readonly string[];
  sources: readonly RegExp[];
  budgetBytes: number;
}[] = [
  {
    name: "a product's page",
    route: '/detail/:product?/:mer?',
    areas: ['discover'],
    screen: /^src\/features\/catalog\/screens\/detail-screen\.tsx$/,
    budgetBytes: 145 * 1000,
  },
  {
    name: "a buyer's bag",
    route: '/bag',
    areas: ['discover', 'orders', 'validation'],
    screen: /^src\/features\/orders\/screens\/bag-screen\.tsx$/,
    budgetBytes: 165 * 1000,
  },
  {
    name: "a buyer's order list",
    route: '/myPurchases/:status?',
    areas: ['discover', 'orders', 'validation'],
    screen: /^src\/features\/orders\/screens\/my-purchases-screen\.tsx$/,
    budgetBytes: 170 * 1000,
  },
].map(({ screen, ...page }) => ({ ...page, sources: drawnScreen(screen, page.areas) }));

type ManifestChunk = { file: string; src?: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

export type FirstLoad = {
  files: { file: string; bytes: number; gzipBytes: number }[];
  bytes: number;
  gzipBytes: number;
};

function attributes(html: string, pattern: RegExp): string[] {
  return [...html.matchAll(pattern)].map((match) => (match[1] ?? '').replace(/^\//, ''));
}

/**
 * The scripts of the first screen: the entry, the page's modulepreloads and the sources above, with every static
 * import. `drawn`: as the server sends a page it drew, without the app's preloads (web/build/app-preload.ts).
 */
export function firstLoad(
  distDir: string,
  sources: readonly RegExp[] = FIRST_SCREEN_SOURCES,
  { drawn = false } = {},
): FirstLoad {
  const page = readFileSync(resolve(distDir, 'index.html'), 'utf8');
  const start = page.indexOf(APP_PRELOAD_START);
  const end = page.indexOf(APP_PRELOAD_END);
  const html = drawn && start !== -1 && end > start ? page.slice(0, start) + page.slice(end) : page;
  const manifest = JSON.parse(readFileSync(resolve(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

  const roots = [
    ...attributes(html, /<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...attributes(html, /<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((file) => {
    const key = keyOfFile.get(file);
    if (!key) throw new Error(`${file}, named by index.html, is not in the manifest`);
    return key;
  });
  for (const pattern of sources) {
    const keys = Object.keys(manifest).filter((key) => pattern.test(key));
    if (keys.length === 0) throw new Error(`no chunk of the build comes from ${pattern}`);
    roots.push(...keys);
  }

  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  roots.forEach(visit);

  const files = [...seen]
    .map((key) => manifest[key]?.file ?? key)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const source = readFileSync(resolve(distDir, file));
      return { file, bytes: source.length, gzipBytes: gzipSync(source, { level: 9 }).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const sum = (field: 'bytes' | 'gzipBytes') => files.reduce((total, file) => total + file[field], 0);
  return { files, bytes: sum('bytes'), gzipBytes: sum('gzipBytes') };
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function main(): void {
  const distDir = resolve(process.argv[2] ?? resolve(import.meta.dirname, '../dist'));
  const load = firstLoad(distDir);
  const page = firstLoad(distDir, [], { drawn: true });
  const pageVerdict = page.gzipBytes <= PAGE_SCRIPT_BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `Before the drawn /home paints: the page's own script, ${kB(page.gzipBytes)} gzip (${page.files.length} files): ${pageVerdict} the budget of ${kB(PAGE_SCRIPT_BUDGET_BYTES)} gzip`,
  );
  const width = Math.max(...load.files.map(({ file }) => file.length));
  console.log(`Before /home is usable (${load.files.length} files):`);
  for (const { file, bytes, gzipBytes } of load.files) {
    console.log(`  ${file.padEnd(width)}  ${kB(bytes).padStart(9)}  gzip ${kB(gzipBytes).padStart(8)}`);
  }
  const verdict = load.gzipBytes <= FIRST_LOAD_BUDGET_BYTES ? 'within' : 'OVER';
  console.log(
    `  total ${kB(load.bytes)}, gzip ${kB(load.gzipBytes)}: ${verdict} the budget of ${kB(FIRST_LOAD_BUDGET_BYTES)} gzip`,
  );
  let over = verdict === 'OVER' || pageVerdict === 'OVER';
  for (const { name, sources, budgetBytes } of DRAWN_PAGES) {
    const drawnLoad = firstLoad(distDir, sources, { drawn: true });
    const drawnVerdict = drawnLoad.gzipBytes <= budgetBytes ? 'within' : 'OVER';
    over ||= drawnVerdict === 'OVER';
    console.log(
      `Before ${name}, drawn by the server, is usable (${drawnLoad.files.length} files): total ${kB(drawnLoad.bytes)}, gzip ${kB(drawnLoad.gzipBytes)}: ${drawnVerdict} the budget of ${kB(budgetBytes)} gzip`,
    );
  }
  if (over) process.exitCode = 1;
}

if (import.meta.main) main();
