import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DESKTOP, launchBrowser, openSession, PHONE } from './support/browser.ts';
import { repoRoot, startServer } from './support/server.ts';

// Saves the home screen as the docs show it; expects web/dist to be built already (npm run build).
const shots = [
  { file: 'home-en.png', path: '/home', viewport: PHONE },
  { file: 'home-ar.png', path: '/home?lang=ar', viewport: PHONE },
  { file: 'home-desktop.png', path: '/home', viewport: DESKTOP },
];

const outDir = join(repoRoot, 'docs', 'screenshots');
await mkdir(outDir, { recursive: true });

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const shot of shots) {
    const session = await openSession(browser, server.baseURL, shot.viewport);
    try {
      await session.page.goto(shot.path);
      await session.page.getByRole('listitem').first().waitFor();
      await session.page.waitForLoadState('networkidle');
      const file = join(outDir, shot.file);
      await session.page.screenshot({ path: file });
      console.log(`saved ${file}`);
    } finally {
      await session.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
