import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SHOP_ROUTES } from '../src/app/routes.ts';
import { DRAWN_PAGES, FIRST_SCREEN_SOURCES, firstLoad } from './first-load-size.ts';

const dist = mkdtempSync(resolve(tmpdir(), 'crossbay-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

function chunk(file: string, text: string) {
  writeFileSync(resolve(dist, file), text);
}

describe('the first-load size check', () => {
  mkdirSync(resolve(dist, 'assets'));
  mkdirSync(resolve(dist, '.vite'));
  writeFileSync(
    resolve(dist, 'index.html'),
    '<script type="module" crossorigin src="/assets/index-1.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  );
  chunk('assets/index-1.js', 'import"./react-1.js";import("./later-1.js")');
  chunk('assets/react-1.js', 'export const react = 1;');
  chunk('assets/home-1.js', 'import{n}from"./list-1.js"');
  chunk('assets/list-1.js', 'x'.repeat(5000));
  chunk('assets/later-1.js', 'y'.repeat(9000));
  chunk('assets/index-1.css', 'body{}');
  writeFileSync(
    resolve(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-1.js',
        isEntry: true,
        imports: ['_react-1.js'],
        dynamicImports: ['src/later.tsx', 'src/home.tsx'],
        css: ['assets/index-1.css'],
      },
      '_react-1.js': { file: 'assets/react-1.js' },
      'src/home.tsx': {
        file: 'assets/home-1.js',
        isDynamicEntry: true,
        imports: ['_list-1.js', 'index.html'],
      },
      '_list-1.js': { file: 'assets/list-1.js' },
      'src/later.tsx': { file: 'assets/later-1.js', isDynamicEntry: true },
    }),
  );

  it('counts the entry, its static imports and the first screen’s chunks, not what loads later', () => {
    const load = firstLoad(dist, [/^src\/home\.tsx$/]);
    expect(load.files.map(({ file }) => file).sort()).toEqual([
      'assets/home-1.js',
      'assets/index-1.js',
      'assets/list-1.js',
      'assets/react-1.js',
    ]);
    expect(load.gzipBytes).toBe(load.files.reduce((total, file) => total + file.gzipBytes, 0));
    expect(load.gzipBytes).toBeLessThan(load.bytes);
  });

  it('refuses a first-screen source that no chunk comes from', () => {
    expect(() => firstLoad(dist, [/^src\/gone\.tsx$/])).toThrow(/no chunk/);
  });
});

// A screen waits for the strings its route loads (docs/decisions/0121): the check counts the same ones.
describe('the strings the check counts', () => {
  const areasOf = (path: string) => SHOP_ROUTES.find((route) => route.path === path)?.areas ?? [];

  it('are the first areas alone for /home, which loads no later area', () => {
    expect(areasOf('/home')).toEqual([]);
    expect(FIRST_SCREEN_SOURCES.filter((source) => source.source.includes('crossbay-locale'))).toHaveLength(
      1,
    );
  });

  it.each(DRAWN_PAGES)('are the later areas the route of $name loads', ({ route, areas }) => {
    expect(SHOP_ROUTES.some((shop) => shop.path === route)).toBe(true);
    expect([...areas].sort()).toEqual([...areasOf(route)].sort());
  });
});
