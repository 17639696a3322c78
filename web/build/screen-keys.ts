import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** The web app's source folder, and the contract's, which the app imports as `@crossbay/contract/<name>`. */
export const WEB_SRC = resolve(import.meta.dirname, '../src');
const CONTRACT_SRC = resolve(import.meta.dirname, '../../contract/src');

// `import x from '…'`, `export … from '…'`, `import '…'`; type-only imports bring no code and no strings.
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolveImport(specifier: string, importer: string): string | undefined {
  let base: string;
  if (specifier.startsWith('.')) base = resolve(dirname(importer), specifier);
  else if (specifier.startsWith('#web/')) base = join(WEB_SRC, specifier.slice('#web/'.length));
  else if (specifier.startsWith('@crossbay/contract/'))
    base = join(CONTRACT_SRC, specifier.slice('@crossbay/contract/'.length));
  else return undefined;
  return [base, `${base}.ts`, `${base}.tsx`].find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/**
 * The app's and the contract's modules `entry` runs (its static imports, and the dynamic ones too unless
 * `dynamic` is false), without following the dynamic imports of the modules in `tables` (the screen tables:
 * each of their screens is a graph of its own).
 */
export function moduleGraph(
  entry: string,
  { dynamic = true, tables = [] as readonly string[] } = {},
): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const patterns = dynamic && !tables.includes(file) ? [STATIC_IMPORT, DYNAMIC_IMPORT] : [STATIC_IMPORT];
    for (const pattern of patterns)
      for (const match of source.matchAll(pattern)) {
        const target = resolveImport(match[1] ?? '', file);
        if (target) visit(target);
      }
  };
  visit(resolve(entry));
  return [...seen].sort();
}

/** A string the code names a message by: whole (`'wallet.title'`) or the fixed start of a template (`wallet.bill.`). */
export type NamedKey = { key: string; prefix: boolean; file: string };

/**
 * Every string literal of `files` that starts with one of `roots` and a dot (the first part of the app's message
 * keys), and every template literal's fixed start that does. Comments are read too: a key written in a comment
 * is asked for like any other, which errs on the safe side.
 */
export function namedKeys(files: readonly string[], roots: ReadonlySet<string>): NamedKey[] {
  const keys: NamedKey[] = [];
  const named = (text: string) => roots.has(text.split('.')[0] ?? '') && text.includes('.');
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const name = relative(resolve(WEB_SRC, '..'), file);
    for (const match of source.matchAll(/(['"])([\w.-]+)\1/g)) {
      const key = match[2] ?? '';
      if (named(key) && /^[\w-]+(\.[\w-]+)+$/.test(key)) keys.push({ key, prefix: false, file: name });
    }
    for (const match of source.matchAll(/`([\w.-]*)(\$\{|`)/g)) {
      const key = match[1] ?? '';
      if (!named(key)) continue;
      keys.push({ key, prefix: match[2] === '${', file: name });
    }
  }
  return keys;
}
