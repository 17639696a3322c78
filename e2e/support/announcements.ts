import type { BrowserContext, Page } from '@playwright/test';

type Announced = { __announced?: string[] };

/**
 * Keeps every message the app writes to its live regions (each toast is also announced there), so a
 * test still sees a toast that the next one replaced a moment later.
 */
export async function recordAnnouncements(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const announced: string[] = [];
    (window as Announced).__announced = announced;
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[id^="announcer-"]')) {
        const text = region.textContent ?? '';
        if (region.getAttribute('data-recorded') === text) continue;
        region.setAttribute('data-recorded', text);
        if (text) announced.push(text);
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * Waits until the app has announced (shown as a toast) the message, however briefly. Each wait uses
 * up one announcement, so waiting twice for the same words needs the message shown twice.
 */
export async function waitForAnnouncement(page: Page, message: string): Promise<void> {
  await page.waitForFunction((expected) => {
    const announced = (window as Announced).__announced ?? [];
    const index = announced.findIndex((text) => text.includes(expected));
    if (index < 0) return false;
    announced.splice(index, 1);
    return true;
  }, message);
}

/** Everything the app has announced (shown as a toast) and no wait has used up yet. */
export async function announcements(page: Page): Promise<string[]> {
  return page.evaluate(() => [...((window as Announced).__announced ?? [])]);
}
