import type { Plugin } from 'vite';
import { DEFAULT_DIRS, type LocaleDirs, localeNames, localeSources, readSources } from './locale-sources.ts';

const LOADERS_ID = 'virtual:crossbay-locales';
const LOCALE_PREFIX = 'virtual:crossbay-locale/';

/**
 * One chunk per locale. The strings live in src/i18n/locales/<locale>/<area>.json, a file per area of the app
 * so that engineers editing different areas do not collide, plus the rule messages of the contract's catalogue
 * (contract/src/messages/<locale>.json, which the server answers with too); the build merges a locale's files
 * into one module, so the first render waits for one small request instead of seven.
 *
 * `virtual:crossbay-locales` exports `loaders`, a lazy import per locale folder; `virtual:crossbay-locale/<name>`
 * is that locale's merged strings.
 */
export function localeBundles(dirs: LocaleDirs = DEFAULT_DIRS): Plugin {
  return {
    name: 'crossbay:locale-bundles',
    resolveId(id) {
      return id === LOADERS_ID || id.startsWith(LOCALE_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${LOADERS_ID}`) {
        const entries = localeNames(dirs).map(
          (name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(LOCALE_PREFIX + name)}),`,
        );
        return `export const loaders = {\n${entries.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${LOCALE_PREFIX}`)) return undefined;
      const name = id.slice(1 + LOCALE_PREFIX.length);
      if (!localeNames(dirs).includes(name)) throw new Error(`no locale folder ${name} in ${dirs.locales}`);
      const sources = localeSources(name, dirs);
      for (const file of [...sources.areas, sources.rules]) this.addWatchFile(file);
      // JSON.parse of one string is parsed faster than the same object written as code.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(readSources(sources)))});\n`;
    },
  };
}
