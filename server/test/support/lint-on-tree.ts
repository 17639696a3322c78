import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { after } from 'node:test';

const ROOT = resolve(import.meta.dirname, '../../..');

/**
 * One of the lint's scripts (`scripts/<name>.ts`), run on this repository, or on a tree holding only `files`
 * (path → source) that is removed after the test file.
 */
export function lintScript(name: string) {
  const script = join(ROOT, 'scripts', `${name}.ts`);
  const trees: string[] = [];
  after(() => {
    for (const tree of trees) rmSync(tree, { recursive: true, force: true });
  });
  const run = (...args: string[]) => {
    const result = spawnSync(process.execPath, [script, ...args], { encoding: 'utf8' });
    return { code: result.status, out: `${result.stdout}${result.stderr}` };
  };
  return {
    onRepository: () => run(),
    on: (files: Record<string, string>) => {
      const tree = mkdtempSync(join(tmpdir(), `crossbay-${name}-`));
      trees.push(tree);
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(tree, path)), { recursive: true });
        writeFileSync(join(tree, path), text);
      }
      return run(tree);
    },
  };
}
