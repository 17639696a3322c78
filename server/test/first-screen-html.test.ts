import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { DrawnPage } from '#server/plugins/first-screen.ts';
import { pageHtml } from '#server/plugins/first-screen-html.ts';

const TEMPLATE =
  '<!doctype html><html lang="en" dir="ltr"><head><title>Crossbay</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/index-1.css">' +
  '<!--app-preload--><link rel="stylesheet" crossorigin href="/assets/first-screen-1.css"><!--/app-preload-->' +
  '</head><body><div id="root"><!--first-screen--><div class="app-frame"></div><!--/first-screen--></div>' +
  '</body></html>';

const PAGE: DrawnPage = {
  lang: 'en',
  dir: 'ltr',
  title: 'Crossbay',
  markup: '<main>drawn</main>',
  data: '{}',
  screenSource: 'src/features/catalog/screens/home-screen.tsx',
};

describe('a drawn page’s stylesheets', () => {
  const html = pageHtml(TEMPLATE, PAGE, [
    { href: '/assets/index-1.css', css: 'body{margin:0}' },
    { href: '/assets/first-screen-1.css', css: '.a{color:red}' },
    { href: '/assets/home-screen-1.css', css: '.b{color:blue}' },
  ]);

  it('are all in the page: a phone fetches no stylesheet before it paints', () => {
    const fetched = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].filter(
      ([link]) => !/ disabled>$/.test(link),
    );
    assert.deepEqual(fetched, []);
    for (const css of ['body{margin:0}', '.a{color:red}', '.b{color:blue}'])
      assert.ok(html.includes(`<style>${css}</style>`), css);
  });

  it('keep their order: the page’s own first, then the app’s and the screen’s', () => {
    const order = ['body{margin:0}', '.a{color:red}', '.b{color:blue}'].map((css) => html.indexOf(css));
    assert.deepEqual(
      [...order].sort((a, b) => a - b),
      order,
    );
    assert.ok((order[2] ?? Number.POSITIVE_INFINITY) < html.indexOf('</head>'), 'in the head');
  });
});
