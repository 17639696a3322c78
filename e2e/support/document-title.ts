import type { Page } from '@playwright/test';

/** The title is set just after a screen is drawn (spec §2), so wait for it rather than read it once. */
export async function waitForTitle(page: Page, title: string): Promise<void> {
  await page.waitForFunction((want) => document.title === want, title, { timeout: 5_000 });
}
