import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sourceFiles } from './source-files.ts';

// A reference to a decision names its record: `docs/decisions/0050`, not `docs/decisions/` (a newcomer cannot
// tell which of a hundred records is meant), and the number must be a record that exists. The folder itself may
// be named as a folder (`docs/decisions/` in backticks, or a link to its README).

const ROOT = resolve(process.argv[2] ?? resolve(import.meta.dirname, '..'));
const FOLDERS = ['contract', 'server', 'web', 'e2e', 'bench', 'scripts', 'docs', '.ci'];
const SKIPPED = new Set(['node_modules', 'dist', 'decisions', 'test-results', 'playwright-report']);
const REFERENCE = /docs\/decisions\/(?!README)(\d{4})?/g;

const sources = (folder: string) =>
  sourceFiles(
    ROOT,
    folder,
    (name) => /\.(ts|tsx|md|css|sh)$/.test(name),
    (name) => SKIPPED.has(name),
  );

const records = new Set(
  readdirSync(join(ROOT, 'docs/decisions')).flatMap((name) => name.match(/^\d{4}/) ?? []),
);
const problems: string[] = [];
for (const file of ['README.md', ...FOLDERS.flatMap((folder) => [...sources(folder)])]) {
  readFileSync(join(ROOT, file), 'utf8')
    .split('\n')
    .forEach((line, i) => {
      for (const match of line.matchAll(REFERENCE)) {
        const number = match[1];
        const around = line.slice(Math.max(0, match.index - 1), match.index + match[0].length + 1);
        if (number === undefined && /^[`[].*[`\]]$/.test(around)) continue;
        if (number === undefined) problems.push(`${file}:${i + 1}: a decision reference without its number`);
        else if (!records.has(number)) problems.push(`${file}:${i + 1}: decision ${number} has no record`);
      }
    });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log('decision references: each names a record that exists');
