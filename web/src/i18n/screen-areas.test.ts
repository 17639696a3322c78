import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { LOCALE_NAMES } from '@crossbay/contract/locales';
import { describe, expect, it } from 'vitest';
import { LOCALES_DIR, localeSources, readArea } from '../../build/locale-sources.ts';
import { moduleGraph, namedKeys, WEB_SRC } from '../../build/screen-keys.ts';
import { SHOP_ROUTES } from '../app/routes.ts';
import { FIRST_AREAS, LATER_AREAS } from './areas.ts';
import type { Messages } from './merge-messages.ts';

// A screen draws once its chunk and the strings of the areas its route names have come (app/routes.ts): a key
// it names from another later area would show as the raw key. These tests read each screen's modules (what it
// imports, statically or when it opens a sheet, down to the contract's rules) for the message keys they name.

const AREAS: readonly string[] = [...FIRST_AREAS, ...LATER_AREAS];
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatKeys(messages: Messages, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatKeys(value, `${prefix}${key}.`),
  );
}

/** An area's keys in a locale, a plural key once, by its base name. */
const areaKeys = (locale: string, area: string) =>
  new Set(flatKeys(readArea(area, localeSources(locale))).map((key) => key.replace(PLURAL, '')));

const english = new Map(AREAS.map((area) => [area, areaKeys('en', area)]));
const roots = new Set(
  [...english.values()].flatMap((keys) => [...keys].map((key) => key.split('.')[0] ?? '')),
);

/** The areas holding `key` (or, for the fixed start of a template, holding any key that starts so). */
function areasOf(key: string, prefix: boolean): string[] {
  return AREAS.filter((area) =>
    [...(english.get(area) ?? [])].some((known) => (prefix ? known.startsWith(key) : known === key)),
  );
}

const APP = join(WEB_SRC, 'app');
const SCREEN_TABLES = [join(APP, 'routes.ts'), join(APP, 'later-screens.ts')];

/**
 * What each screen loader of the screen tables imports, by the name routes.ts gives it (`later('withDraw')` or
 * `home`), read from the tables' source.
 */
function screenModules(): Map<string, string> {
  const modules = new Map<string, string>();
  const file = (specifier: string) =>
    specifier.startsWith('#web/') ? join(WEB_SRC, specifier.slice(5)) : join(APP, specifier);
  const routes = readFileSync(SCREEN_TABLES[0] ?? '', 'utf8');
  for (const [, name, specifier] of routes.matchAll(
    /const (\w+): ScreenLoader = async \(\) =>\s*\(await import\('([^']+)'\)\)/g,
  ))
    modules.set(name ?? '', file(specifier ?? ''));
  const later = readFileSync(SCREEN_TABLES[1] ?? '', 'utf8');
  for (const [, name, specifier] of later.matchAll(/(\w+): async \(\) =>\s*\(await import\('([^']+)'\)\)/g))
    modules.set(`later('${name}')`, file(specifier ?? ''));
  return modules;
}

/** Each route of routes.ts with the screen loader its row names. */
function routeScreens(): Map<string, string> {
  const routes = readFileSync(SCREEN_TABLES[0] ?? '', 'utf8');
  return new Map(
    [...routes.matchAll(/\{\s*path: '([^']+)',[^{}]*?screen: (later\('\w+'\)|\w+)/g)].map(
      ([, path, screen]) => [path ?? '', screen ?? ''],
    ),
  );
}

/** The keys `entry`'s modules name that the areas `loaded` lack, as `key (file): areas holding it`. */
function missingKeys(entry: string, loaded: readonly string[], skip: readonly string[] = []): string[] {
  const files = moduleGraph(entry, { tables: SCREEN_TABLES }).filter((file) => !skip.includes(file));
  return namedKeys(files, roots).flatMap(({ key, prefix, file }) => {
    const holders = areasOf(key, prefix);
    // The contract names messages the server alone answers with (errors.*, request-only rules): not shipped.
    if (holders.length === 0) return file.startsWith('src/') ? [`${key} (${file}): in no area`] : [];
    const lacking = holders.filter((area) => !loaded.includes(area));
    return lacking.length > 0 ? [`${key}${prefix ? '…' : ''} (${file}): ${lacking.join(', ')}`] : [];
  });
}

/** The later areas `entry`'s modules name keys of. */
function namedAreas(entry: string): string[] {
  const files = moduleGraph(entry, { tables: SCREEN_TABLES });
  const named = namedKeys(files, roots).flatMap(({ key, prefix }) => areasOf(key, prefix));
  return LATER_AREAS.filter((area) => named.includes(area));
}

describe('the areas of strings', () => {
  it('are the area files of every locale, each with the same keys as in English', () => {
    for (const locale of LOCALE_NAMES) {
      const files = readdirSync(join(LOCALES_DIR, locale)).map((file) => basename(file, '.json'));
      expect(files.sort(), locale).toEqual(AREAS.filter((area) => area !== 'validation').sort());
      for (const area of AREAS)
        expect([...areaKeys(locale, area)].sort(), `${locale} ${area}`).toEqual(
          [...(english.get(area) ?? [])].sort(),
        );
    }
  });

  it('hold each key once', () => {
    const twice = AREAS.flatMap((area) =>
      [...(english.get(area) ?? [])].filter((key) => areasOf(key, false).length > 1).map((key) => key),
    );
    expect(twice).toEqual([]);
  });
});

describe('the strings a screen names', () => {
  const modules = screenModules();
  const screens = routeScreens();

  it('are read for every route of routes.ts', () => {
    const unread = SHOP_ROUTES.filter(({ path }) => !modules.has(screens.get(path) ?? '')).map(
      ({ path }) => path,
    );
    expect(unread).toEqual([]);
  });

  it('of the shell and the first screens are in the first areas, which the app loads before it draws', () => {
    // The route table's titles are the screens' own (checked below with each screen's areas).
    expect(missingKeys(join(WEB_SRC, 'boot.tsx'), FIRST_AREAS, [SCREEN_TABLES[0] ?? ''])).toEqual([]);
    expect(missingKeys(modules.get(`later('notFound')`) ?? '', FIRST_AREAS)).toEqual([]);
  });

  describe.each(SHOP_ROUTES)('$path', ({ path, titleKey, areas = [] }) => {
    const entry = modules.get(screens.get(path) ?? '') ?? '';
    const loaded: readonly string[] = [...FIRST_AREAS, ...areas];

    it('are all in the areas its route loads, its title included', () => {
      const title = areasOf(titleKey, false).filter((area) => !loaded.includes(area));
      expect(missingKeys(entry, loaded)).toEqual([]);
      expect(title, titleKey).toEqual([]);
    });

    it('name every area its route loads (none is fetched for nothing)', () => {
      const titled = areasOf(titleKey, false);
      expect(areas.filter((area) => !namedAreas(entry).includes(area) && !titled.includes(area))).toEqual([]);
    });
  });
});
