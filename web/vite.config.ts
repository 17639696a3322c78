import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { appPreload } from './build/app-preload.ts';
import { compactIcons } from './build/compact-icons.ts';
import { directImports } from './build/direct-imports.ts';
import { firstScreenChunk } from './build/first-screen-chunk.ts';
import { localeBundles } from './build/locale-bundles.ts';
import { offlineApp } from './build/offline-app.ts';
import { preactRuntime } from './build/preact-runtime.ts';
import { precompress } from './build/precompress.ts';
import { cssModules } from './build/scoped-class-names.ts';
import { serverEntry } from './build/server-entry.ts';
import { libraryCssLayer } from './library-css-layer.ts';

const backend = 'http://localhost:3000';

/**
 * antd-mobile's default render for its imperative Toast and Dialog (antd-mobile/es/utils/render.js re-exports
 * rc-util's CommonJS render, with ReactDOM.render and Babel's async runtime) is replaced by the shop's own, which the
 * app hands it anyway: the default would sit unused in the first load.
 */
const imperativeRender = {
  name: 'crossbay:imperative-render',
  enforce: 'pre' as const,
  resolveId(source: string, importer?: string) {
    if (
      source === './render' &&
      importer?.replaceAll('\\', '/').endsWith('antd-mobile/es/utils/unstable-render.js')
    )
      return resolve(import.meta.dirname, 'src/ui/imperative-render.ts');
    return null;
  },
};

const browserBuild = {
  outDir: 'dist',
  emptyOutDir: true,
  manifest: true,
  rolldownOptions: {
    output: {
      codeSplitting: {
        groups: [
          // Vite's preload helper, which the page's own script shares with every chunk, stays out of the first
          // screen's chunk: the page would have to fetch that whole chunk before it starts.
          { name: 'preload-helper', test: /^\0vite\/preload-helper/, priority: 1 },
          // So is the yield the page's own script shares with the app (src/ui/next-task.ts).
          { name: 'next-task', test: /src[\\/]ui[\\/]next-task\.ts$/, priority: 1 },
          firstScreenChunk(
            'first-screen',
            resolve(import.meta.dirname, 'src/boot.tsx'),
            [resolve(import.meta.dirname, 'src/features/catalog/screens/home-screen.tsx')],
            resolve(import.meta.dirname, 'src/main.tsx'),
          ),
        ],
      },
    },
  },
};

// The server's build of the first screen (build/server-entry.ts) bundles its packages too: the server may
// serve a build from outside the repository (WEB_DIST), where they cannot be resolved.
const serverBuild = { manifest: false, copyPublicDir: false };

export default defineConfig(({ command, isSsrBuild, mode }) => ({
  plugins: [
    imperativeRender,
    react(),
    localeBundles(),
    directImports(['antd-mobile', 'antd-mobile-icons']),
    compactIcons(),
    ...(isSsrBuild
      ? []
      : [
          appPreload('src/boot.tsx'),
          VitePWA(offlineApp),
          precompress(),
          serverEntry('src/entry-server.tsx'),
        ]),
  ],
  css: {
    postcss: { plugins: [libraryCssLayer] },
    modules: cssModules(command === 'build', import.meta.dirname),
  },
  resolve: {
    alias: [
      ...preactRuntime(mode === 'test' ? resolve(import.meta.dirname, 'build/react-act.js') : undefined),
      {
        find: 'resize-observer-polyfill',
        replacement: resolve(import.meta.dirname, 'build/native-resize-observer.ts'),
      },
    ],
  },
  build: isSsrBuild ? serverBuild : browserBuild,
  ssr: { noExternal: true },
  server: {
    proxy: {
      '/api': backend,
      '/uploads': backend,
    },
  },
  test: {
    environment: 'node',
    // Packages that import React are bundled by Vite in the tests too (CommonJS ones included), so that they
    // get preact/compat as well.
    server: { deps: { inline: true } },
    deps: {
      optimizer: {
        client: { enabled: true, include: ['antd-mobile', 'antd-mobile-icons'] },
        ssr: { enabled: true, include: ['antd-mobile', 'antd-mobile-icons'] },
      },
    },
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'library-css-layer.test.ts',
      'build/**/*.test.ts',
    ],
  },
}));
