import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';

const REPO = resolve(import.meta.dirname, '../../..');
export const INDEX_HTML =
  '<!doctype html><html lang="en" dir="ltr"><head><meta name="description" content="Crossbay">' +
  '<title>Crossbay</title></head><body>' +
  '<div id="root"><!--first-screen--><div class="app-frame"></div><!--/first-screen--></div></body></html>';

// The real server entry (web/src/entry-server.tsx), built once per test file as `npm run build` builds it.
let built: string | null = null;
function buildWebApp(): string {
  if (built) return built;
  built = mkdtempSync(resolve(tmpdir(), 'crossbay-first-screen-'));
  execFileSync(
    resolve(REPO, 'node_modules/.bin/vite'),
    ['build', '--ssr', 'src/entry-server.tsx', '--outDir', resolve(built, '.server'), '--logLevel', 'error'],
    { cwd: resolve(REPO, 'web'), stdio: 'inherit' },
  );
  mkdirSync(resolve(built, '.vite'), { recursive: true });
  writeFileSync(resolve(built, '.vite/manifest.json'), '{}');
  writeFileSync(resolve(built, 'index.html'), INDEX_HTML);
  return built;
}

/** A web build of its own (the server entry and a small index.html) for one test app: remove it after. */
export function webBuildCopy(): string {
  const copy = mkdtempSync(resolve(tmpdir(), 'crossbay-web-'));
  cpSync(buildWebApp(), copy, { recursive: true });
  return copy;
}

/** Removes the build the copies were made from (a test file's last `after`). */
export function removeWebBuild(): void {
  if (built) rmSync(built, { recursive: true, force: true });
  built = null;
}
