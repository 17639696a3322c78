import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { type Messages, mergeMessages } from '../src/i18n/merge-messages.ts';

const LOADERS_ID = 'virtual:crossbay-locales';
const LOCALE_PREFIX = 'virtual:crossbay-locale/';

/**
 * One chunk per locale. The strings live in src/i18n/locales/<locale>/<area>.json, a file per area of the app
 * so that engineers editing different areas do not collide; the build merges each locale's files into one
 * module, so the first render waits for one small request instead of six.
 *
 * `virtual:crossbay-locales` exports `loaders`, a lazy import per locale folder; `virtual:crossbay-locale/<name>`
 * is that locale's merged strings.
 */
export function localeBundles(localesDir: string): Plugin {
  const folders = () =>
    readdirSync(localesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  return {
    name: 'crossbay:locale-bundles',
    resolveId(id) {
      return id === LOADERS_ID || id.startsWith(LOCALE_PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (id === `\0${LOADERS_ID}`) {
        const entries = folders().map(
          (name) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(LOCALE_PREFIX + name)}),`,
        );
        return `export const loaders = {\n${entries.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`\0${LOCALE_PREFIX}`)) return undefined;
      const name = id.slice(1 + LOCALE_PREFIX.length);
      if (!folders().includes(name)) throw new Error(`no locale folder ${name} in ${localesDir}`);
      const dir = join(localesDir, name);
      const files = readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .sort();
      const merged = files.reduce((all, file) => {
        this.addWatchFile(join(dir, file));
        return mergeMessages(all, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Messages);
      }, {} as Messages);
      // JSON.parse of one string is parsed faster than the same object written as code.
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(merged))});\n`;
    },
  };
}
