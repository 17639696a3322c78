import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import type { Plugin } from 'vite';

type Target = { from: string; name: string };

/** `export { default as Button } from './components/button'` lines of a barrel file, by exported name. */
function barrelExports(packageName: string, root: string): Map<string, Target> {
  const require = createRequire(join(root, 'package.json'));
  const barrel = join(dirname(require.resolve(`${packageName}/package.json`)), 'es/index.js');
  const exports = new Map<string, Target>();
  for (const [, names = '', path = ''] of readFileSync(barrel, 'utf8').matchAll(
    /export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g,
  )) {
    const from = `${packageName}/${relative(dirname(dirname(barrel)), join(dirname(barrel), path)).replace(/\.js$/, '')}`;
    for (const spec of names.split(',')) {
      const [name, alias] = spec.trim().split(/\s+as\s+/);
      if (name) exports.set(alias ?? name, { from, name });
    }
  }
  return exports;
}

/**
 * Rewrites `import { Button, Skeleton } from 'antd-mobile'` (and antd-mobile-icons) into one import per module
 * the package's index re-exports it from, at build time. The index is marked as having side effects and
 * re-exports every component: through it, one named import evaluated every component that has a stylesheet
 * (Toast, Mask, Popup… with react-spring) and tied them all to the first screen. main.tsx imports the global
 * styles the index would have.
 */
export function directImports(packages: string[]): Plugin {
  let maps = new Map<string, Map<string, Target>>();
  return {
    name: 'crossbay:direct-imports',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      maps = new Map(packages.map((name) => [name, barrelExports(name, config.root)]));
    },
    transform(code, id) {
      if (id.includes('/node_modules/') || !/\.[jt]sx?$/.test(id)) return null;
      let changed = false;
      const rewritten = code.replace(
        /import\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"];?/g,
        (whole, names: string, source: string) => {
          const map = maps.get(source);
          if (!map) return whole;
          const lines: string[] = [];
          const kept: string[] = [];
          for (const spec of names
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)) {
            const [name = '', local = name] = spec.split(/\s+as\s+/);
            const target = map.get(name);
            if (target) lines.push(`import { ${target.name} as ${local} } from '${target.from}';`);
            else kept.push(spec);
          }
          if (kept.length > 0) lines.push(`import { ${kept.join(', ')} } from '${source}';`);
          changed = true;
          return lines.join('\n');
        },
      );
      return changed ? { code: rewritten, map: null } : null;
    },
  };
}
