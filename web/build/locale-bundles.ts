import type { Plugin } from 'vite';
import { LATER_AREAS, type StringsBundle } from '#web/i18n/areas.ts';
import { DEFAULT_DIRS, type LocaleDirs, localeNames, localeSources, readBundle } from './locale-sources.ts';

const LOADERS_ID = 'virtual:crossbay-locales';
const LOCALE_PREFIX = 'virtual:crossbay-locale/';
const BUNDLES: readonly StringsBundle[] = ['first', ...LATER_AREAS];

/**
 * A few chunks per locale. The strings live in src/i18n/locales/<locale>/<area>.json, a file per area of the app
 * so that engineers editing different areas do not collide, plus the rule messages of the contract's catalogue
 * (contract/src/messages/<locale>.json, which the server answers with too). The build merges a locale's first
 * areas (src/i18n/areas.ts) into one module, so the first render waits for one small request; each later area
 * is a module of its own, loaded with the screens that name it (docs/decisions/0121).
 *
 * `virtual:crossbay-locales` exports `loaders`, per locale folder a lazy import of its first areas,
 * `virtual:crossbay-locale/<name>.first`, which exports them and `later`, a lazy import per later area
 * (`virtual:crossbay-locale/<name>.<area>`).
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
          (name) =>
            `  ${JSON.stringify(name)}: () => import(${JSON.stringify(`${LOCALE_PREFIX}${name}.first`)}),`,
        );
        return `export const loaders = {\n${entries.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${LOCALE_PREFIX}`)) return undefined;
      const [name = '', bundle = ''] = id.slice(1 + LOCALE_PREFIX.length).split('.');
      if (!localeNames(dirs).includes(name)) throw new Error(`no locale folder ${name} in ${dirs.locales}`);
      if (!(BUNDLES as readonly string[]).includes(bundle)) throw new Error(`no strings bundle ${bundle}`);
      const { files, messages } = readBundle(bundle as StringsBundle, localeSources(name, dirs));
      for (const file of files) this.addWatchFile(file);
      // JSON.parse of one string is parsed faster than the same object written as code.
      const strings = `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
      if (bundle !== 'first') return strings;
      // The hashed names of the later areas' chunks travel with the language's first strings, not as a table
      // of every language's in the app's first chunk.
      const later = LATER_AREAS.map(
        (area) =>
          `  ${JSON.stringify(area)}: () => import(${JSON.stringify(`${LOCALE_PREFIX}${name}.${area}`)}),`,
      );
      return `${strings}export const later = {\n${later.join('\n')}\n};\n`;
    },
  };
}
