import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM, DESKTOP, PHONE } from './support/chromium.ts';
import { repoRoot, startServer } from './support/server.ts';

// Saves the home screen as the docs show it; expects web/dist to be built already (npm run build).
// The same Chromium and settings as the browser tests (playwright.config.ts).
const shots = [
  { file: 'home-en.png', path: '/home', device: PHONE },
  { file: 'home-ar.png', path: '/home?lang=ar', device: PHONE },
  { file: 'home-desktop.png', path: '/home', device: DESKTOP },
];

const outDir = join(repoRoot, 'docs', 'screenshots');
await mkdir(outDir, { recursive: true });

const server = await startServer();
const browser = await chromium.launch(CHROMIUM);
try {
  for (const shot of shots) {
    const context = await browser.newContext({
      baseURL: server.baseURL,
      ...shot.device,
      serviceWorkers: 'block',
    });
    try {
      const page = await context.newPage();
      await page.goto(shot.path);
      await page.getByRole('listitem').first().waitFor();
      await page.waitForLoadState('networkidle');
      const file = join(outDir, shot.file);
      await page.screenshot({ path: file });
      console.log(`saved ${file}`);
    } finally {
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
