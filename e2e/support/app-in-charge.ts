import type { Page } from '@playwright/test';

/**
 * Waits until the app runs the page: at once for a page the app drew itself; for one the server drew (/home,
 * /detail/:id), until the app has taken it over (web/src/app/held-taps.ts: the waiting cursor is gone).
 */
export async function appInCharge(page: Page): Promise<void> {
  await page.locator('html:not([data-drawn]):not([data-taking-over])').waitFor({ state: 'attached' });
}
