import assert from 'node:assert/strict';
import { it } from 'node:test';
import { pageHtml, scriptsOf, type WebManifest } from '#server/plugins/first-screen-html.ts';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Crossbay</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/preload-helper-1.js">' +
  '<!--app-preload--><link rel="modulepreload" crossorigin href="/assets/boot-1.js"><!--/app-preload-->' +
  '</head><body><div id="root"><!--first-screen--><!--/first-screen--></div></body></html>';

const MANIFEST: WebManifest = {
  'src/boot.tsx': { file: 'assets/boot-1.js', imports: ['_first-screen-1.js', '_preload-helper-1.js'] },
  '_first-screen-1.js': { file: 'assets/first-screen-1.js', css: ['assets/first-screen-1.css'] },
  '_preload-helper-1.js': { file: 'assets/preload-helper-1.js' },
  'src/features/orders/screens/bag-screen.tsx': {
    file: 'assets/bag-screen-1.js',
    imports: ['_first-screen-1.js', '_money-1.js'],
  },
  '_money-1.js': { file: 'assets/money-1.js' },
};

const PAGE = {
  lang: 'en',
  dir: 'ltr',
  title: 'Bag',
  head: '',
  markup: '<main>drawn</main>',
  data: '{}',
  screenSource: 'src/features/orders/screens/bag-screen.tsx',
};

it("lists a drawn screen's modules in an inert template, never as preloads that compete with its first paint", () => {
  const sources = ['src/boot.tsx', PAGE.screenSource];
  const html = pageHtml(TEMPLATE, PAGE, [], scriptsOf(MANIFEST, sources));
  const template = /<template id="app-modules">(.*?)<\/template>/.exec(html)?.[1] ?? '';
  const listed = [...template.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);
  // The page's own script and Vite's helper are in the head already; the rest waits for the app to start.
  assert.deepEqual(listed.sort(), [
    '/assets/bag-screen-1.js',
    '/assets/boot-1.js',
    '/assets/first-screen-1.js',
    '/assets/money-1.js',
  ]);
  const live = html.replace(/<template id="app-modules">.*?<\/template>/, '');
  for (const module of listed)
    assert.ok(!live.includes(`href="${module}"`), `${module} is preloaded at once`);
});
