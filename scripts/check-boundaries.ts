import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

// The folder rules (one folder per web feature; a server module's repository alone touches its
// tables), checked on every relative import: `npm run lint` fails on a crossing.

const ROOT = resolve(import.meta.dirname, '..');
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g;

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
];

function* sources(folder: string): Generator<string> {
  for (const entry of readdirSync(join(ROOT, folder), { withFileTypes: true })) {
    const path = `${folder}/${entry.name}`;
    if (entry.isDirectory()) yield* sources(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

const problems: string[] = [];
for (const rule of rules) {
  for (const file of sources(rule.area)) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const match of text.matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      const target = relative(ROOT, resolve(ROOT, dirname(file), specifier))
        .split(sep)
        .join('/');
      const problem = rule.check(file, target);
      if (problem) problems.push(`${file}: imports ${specifier}: ${problem}`);
    }
  }
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} import(s) cross a folder boundary.`);
  process.exit(1);
}
console.log('folder boundaries: every import stays inside its rules');
