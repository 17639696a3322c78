import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sourceFiles } from './source-files.ts';

// One word per concept (docs/glossary.md, decision 0063): names in the code say `catalog` and `shop`. The
// other spellings stay only where the wire, the database or the spec fixes them, and those are all either
// snake_case (merchant_id, hot_merchant, catalogue_version), a string ('/api/merchant/list', the 'merchant'
// user kind), the bare key of a wire field or query (`merchant`), or the table's row type (MerchantsTable).
// So this fails on a camelCase or PascalCase name holding Merchant or Catalogue, on `catalogue` as a name,
// and on a file name holding either, outside the migrations (their names are recorded in every database).

const ROOT = resolve(process.argv[2] ?? resolve(import.meta.dirname, '..'));
const FOLDERS = ['contract/src', 'server/src', 'server/test', 'web/src', 'web/build', 'web/scripts'];
const ALLOWED = new Set(['merchant', 'merchants', 'MerchantsTable']);
const WORD = /\b\w*(?:merchant|catalogue)\w*\b/gi;

const sources = (folder: string) =>
  sourceFiles(
    ROOT,
    folder,
    (name) => /\.(ts|tsx)$/.test(name),
    (name) => name === 'node_modules' || name === 'migrations',
  );

/** The line without its strings and comments: what is left is code. */
function codeOf(line: string): string {
  if (/^\s*(\*|\/\*)/.test(line)) return '';
  return line
    .replace(/'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|`(?:[^`\\]|\\.)*`/g, "''")
    .replace(/\/\/.*$|\/\*.*?\*\//g, '');
}

const problems: string[] = [];
for (const folder of FOLDERS) {
  for (const file of sources(folder)) {
    if (/merchant|catalogue/i.test(file.split('/').at(-1) ?? '')) {
      problems.push(`${file}: the file name says shop or catalog`);
    }
    readFileSync(join(ROOT, file), 'utf8')
      .split('\n')
      .forEach((line, i) => {
        for (const [name] of codeOf(line).matchAll(WORD)) {
          if (ALLOWED.has(name) || name.includes('_')) continue;
          problems.push(`${file}:${i + 1}: ${name}: a name says shop or catalog (docs/glossary.md)`);
        }
      });
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} name(s) use the other word.`);
  process.exit(1);
}
console.log('one word per concept: names say catalog and shop');
