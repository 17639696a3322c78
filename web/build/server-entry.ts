import { resolve } from 'node:path';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** Where the server finds the build of entry-server.tsx, inside the web app's build (never served: a dot folder). */
export const SERVER_FOLDER = '.server';

/**
 * After the browser's build, builds `entry` for Node into <outDir>/.server/ with the same config (the same plugins
 * and CSS Modules class names, so the server's markup matches what the browser's app draws).
 */
export function serverEntry(entry: string): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'crossbay:server-entry',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (!config) return;
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: entry,
          outDir: resolve(config.root, config.build.outDir, SERVER_FOLDER),
          emptyOutDir: true,
        },
      });
    },
  };
}
