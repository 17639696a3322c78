import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { COLUMN_OWNERS, TABLE_OWNERS } from '../server/src/db/table-owners.ts';
import { sourceFiles } from './source-files.ts';

// The folder rules (one folder per web feature; a server module's repository alone writes its
// tables), checked on every relative import and every write: `npm run lint` fails on a crossing.
// A tree to check other than this repository's may be given as the first argument.

const ROOT = resolve(process.argv[2] ?? resolve(import.meta.dirname, '..'));
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]((?:\.|#)[^'"]+)['"]|import\(\s*['"]((?:\.|#)[^'"]+)['"]\s*\)/g;
// package.json "imports" of each package: `#web/ui/money.tsx` is web/src/ui/money.tsx.
const SUBPATHS: Record<string, string> = { '#web/': 'web/src/', '#server/': 'server/src/' };

type Rule = { area: string; check: (from: string, to: string) => string | null };

const inside = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);
const part = (path: string, folder: string) => path.slice(folder.length + 1).split('/')[0] ?? '';

const WEB_FEATURES = 'web/src/features';
const WEB_SHARED = ['web/src/ui', 'web/src/api', 'web/src/i18n', 'web/src/session'];
const SERVER_MODULES = 'server/src/modules';
// A module's repository writes its tables and its routes are its API: no other module imports them.
const PRIVATE_FILES = /^(repo|[\w-]+-repo|routes)\.ts$/;

const rules: Rule[] = [
  {
    area: WEB_FEATURES,
    check: (from, to) => {
      if (inside(to, 'web/src/app')) return 'a feature does not import the app shell';
      if (inside(to, WEB_FEATURES) && part(to, WEB_FEATURES) !== part(from, WEB_FEATURES))
        return `a feature imports only ui/, api/, i18n/, session/ and contract, never another feature (${part(to, WEB_FEATURES)})`;
      return null;
    },
  },
  ...WEB_SHARED.map((area) => ({
    area,
    check: (_from: string, to: string) =>
      inside(to, WEB_FEATURES) || inside(to, 'web/src/app')
        ? 'shared code does not import features or the app'
        : null,
  })),
  {
    area: SERVER_MODULES,
    check: (from, to) => {
      if (!inside(to, SERVER_MODULES) || part(to, SERVER_MODULES) === part(from, SERVER_MODULES)) return null;
      const file = to
        .slice(SERVER_MODULES.length + 1)
        .split('/')
        .slice(1)
        .join('/');
      return PRIVATE_FILES.test(file)
        ? `another module's ${file} is its own (its repository owns its tables)`
        : null;
    },
  },
  {
    // The seed, ops, jobs and the rest ask a module's public functions, never its repository.
    area: 'server/src',
    check: (from, to) => {
      if (inside(from, SERVER_MODULES) || !inside(to, SERVER_MODULES)) return null;
      const file = to.split('/').at(-1) ?? '';
      if (file === 'routes.ts' && from === 'server/src/app.ts') return null;
      return PRIVATE_FILES.test(file) ? `a module's ${file} is its own: call its service functions` : null;
    },
  },
];

const sources = (folder: string) =>
  sourceFiles(
    ROOT,
    folder,
    (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name),
    () => false,
  );

function targetOf(file: string, specifier: string): string {
  const prefix = Object.keys(SUBPATHS).find((name) => specifier.startsWith(name));
  const path = prefix
    ? `${SUBPATHS[prefix]}${specifier.slice(prefix.length)}`
    : relative(ROOT, resolve(ROOT, dirname(file), specifier));
  return path.split(sep).join('/');
}

const problems: string[] = [];
// Which server module imports which: two modules never import each other, even through a third.
const moduleImports = new Map<string, Set<string>>();
for (const rule of rules) {
  for (const file of sources(rule.area)) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      const target = targetOf(file, specifier);
      const problem = specifier.startsWith('../')
        ? 'an import that leaves its folder starts from the package (#web/…, #server/…)'
        : rule.check(file, target);
      if (problem) problems.push(`${file}: imports ${specifier}: ${problem}`);
      if (rule.area === SERVER_MODULES && inside(target, SERVER_MODULES)) {
        const [from, to] = [part(file, SERVER_MODULES), part(target, SERVER_MODULES)];
        if (from !== to) moduleImports.set(from, (moduleImports.get(from) ?? new Set()).add(to));
      }
    }
  }
}

/** A chain of module imports that comes back to where it started, or null. */
function cycleFrom(start: string, path: string[] = [start]): string[] | null {
  for (const next of moduleImports.get(path.at(-1) ?? '') ?? []) {
    if (next === start) return [...path, start];
    if (!path.includes(next) && next > start) {
      const found = cycleFrom(start, [...path, next]);
      if (found) return found;
    }
  }
  return null;
}
for (const module of [...moduleImports.keys()].sort()) {
  const cycle = cycleFrom(module);
  if (cycle) problems.push(`${SERVER_MODULES}: modules import each other: ${cycle.join(' → ')}`);
}

// Writes: a Kysely insertInto/updateTable/deleteFrom, or a raw insert/update/delete in sql``.
const SERVER = 'server/src';
const WRITE = /\.(insertInto|updateTable|deleteFrom)\(\s*([^)]*?)\s*\)/g;
const RAW_WRITE = /sql`\s*(insert\s+into|update|delete\s+from)\b/gi;
const owners: Record<string, string> = TABLE_OWNERS;
const columnOwners: Record<string, { owner: string; columns: readonly string[] }> = COLUMN_OWNERS;
const isRepository = (file: string) =>
  PRIVATE_FILES.test(file.split('/').at(-1) ?? '') && !file.endsWith('routes.ts');

/** The module (or top folder: ops, seed, jobs…) a server file belongs to. */
function writerOf(file: string): string {
  return inside(file, SERVER_MODULES) ? part(file, SERVER_MODULES) : part(file, SERVER);
}

/** Whether a write of `table` from `file` keeps to the owners map; the reason when it does not. */
function writeProblem(file: string, verb: string, table: string | null, statement: string): string | null {
  const writer = writerOf(file);
  // db/empty-database.ts empties every table by name (the seed's --reset, tests): the one write of all of them.
  if (writer === 'db' && table === null) return null;
  if (!inside(file, SERVER_MODULES)) return `${writer}/ writes no table itself; it calls the owning module`;
  if (table === null) return isRepository(file) ? null : 'a write outside a repository file';
  const owner = owners[table];
  if (owner === undefined) return `${table} has no owner in server/src/db/table-owners.ts`;
  const shared = columnOwners[table];
  if (shared && writer === shared.owner) {
    if (verb !== 'updateTable') return `${writer} only updates its columns of ${table}`;
  } else if (writer !== owner) {
    return `${table} is written only by ${owner}'s repository (server/src/db/table-owners.ts)`;
  } else if (shared?.columns.some((c) => new RegExp(`\\b${c}\\b`).test(statement))) {
    return `${shared.columns.join(', ')} of ${table} are written only by ${shared.owner}`;
  }
  return isRepository(file)
    ? null
    : `${table} is written in ${writer}'s repository, not in ${file.split('/').at(-1)}`;
}

for (const file of sources(SERVER)) {
  if (inside(file, `${SERVER}/db/migrations`)) continue;
  const text = readFileSync(join(ROOT, file), 'utf8');
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  for (const match of text.matchAll(WRITE)) {
    const literal = /^['"](\w+)['"]$/.exec(match[2] ?? '');
    const index = match.index ?? 0;
    const end = text.indexOf('.execute', index);
    const statement = text.slice(index, end === -1 ? undefined : end);
    const problem = writeProblem(file, match[1] ?? '', literal?.[1] ?? null, statement);
    if (problem) problems.push(`${file}:${lineOf(index)}: ${match[1]}(${match[2]}): ${problem}`);
  }
  for (const match of text.matchAll(RAW_WRITE)) {
    const problem = writeProblem(file, 'sql', null, '');
    if (problem) problems.push(`${file}:${lineOf(match.index ?? 0)}: sql \`${match[1]}\`: ${problem}`);
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} import(s) or write(s) cross a boundary.`);
  process.exit(1);
}
console.log('folder boundaries: every import stays inside its rules, every table is written by its owner');
