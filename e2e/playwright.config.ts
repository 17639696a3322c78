import { defineConfig } from '@playwright/test';
import { CHROMIUM, PHONE } from './support/chromium.ts';

// One worker: each spec file has its own server and database, and the machine has two cores.
export default defineConfig({
  testDir: './specs',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 120_000,
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    browserName: 'chromium',
    launchOptions: CHROMIUM,
    ...PHONE,
    // The offline-app spec allows the service worker; elsewhere each fresh context would download the app.
    serviceWorkers: 'block',
    actionTimeout: 15_000,
    navigationTimeout: 15_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
