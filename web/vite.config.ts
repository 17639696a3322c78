import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { libraryCssLayer } from './library-css-layer.ts';

const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  css: { postcss: { plugins: [libraryCssLayer] } },
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '/api': backend,
      '/uploads': backend,
    },
  },
  test: {
    environment: 'node',
    include: ['src/**/*.test.{ts,tsx}', 'library-css-layer.test.ts'],
  },
});
