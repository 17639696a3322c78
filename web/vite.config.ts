import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { localeBundles } from './build/locale-bundles.ts';
import { precompress } from './build/precompress.ts';
import { sideEffectFree } from './build/side-effect-free.ts';

const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    localeBundles(resolve(import.meta.dirname, 'src/i18n/locales')),
    sideEffectFree(/[\\/]node_modules[\\/]antd-mobile[\\/]es[\\/]index\.js$/),
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
  },
  server: {
    proxy: {
      '/api': backend,
      '/uploads': backend,
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
  },
});
