import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import { directImports } from './build/direct-imports.ts';
import { firstScreenChunk } from './build/first-screen-chunk.ts';
import { localeBundles } from './build/locale-bundles.ts';
import { offlineApp } from './build/offline-app.ts';
import { precompress } from './build/precompress.ts';
import { cssModules } from './build/scoped-class-names.ts';
import { libraryCssLayer } from './library-css-layer.ts';

const backend = 'http://localhost:3000';

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    localeBundles(),
    directImports(['antd-mobile', 'antd-mobile-icons']),
    VitePWA(offlineApp),
    precompress(),
  ],
  css: {
    postcss: { plugins: [libraryCssLayer] },
    modules: cssModules(command === 'build', import.meta.dirname),
  },
  resolve: {
    alias: { 'resize-observer-polyfill': resolve(import.meta.dirname, 'build/native-resize-observer.ts') },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            firstScreenChunk('first-screen', resolve(import.meta.dirname, 'src/main.tsx'), [
              resolve(import.meta.dirname, 'src/features/catalog/screens/home-screen.tsx'),
            ]),
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': backend,
      '/uploads': backend,
    },
  },
  test: {
    environment: 'node',
    include: [
      'src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
      'library-css-layer.test.ts',
      'build/**/*.test.ts',
    ],
  },
}));
