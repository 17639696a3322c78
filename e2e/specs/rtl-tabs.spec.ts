import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { appInCharge } from '../support/app-in-charge.ts';
import { expectCleanPage, test } from '../support/fixtures.ts';
import { chooseLanguage } from '../support/shop-session.ts';

/** In a right-to-left language a row of tabs starts at the right edge: its first tab is the rightmost. */
async function assertTabsStartAtTheRight(page: Page): Promise<void> {
  const tabs = page.getByRole('tablist').first().getByRole('tab');
  await tabs.nth(1).waitFor();
  const first = await tabs.nth(0).boundingBox();
  const second = await tabs.nth(1).boundingBox();
  assert.ok(first && second, 'the first two tabs are drawn');
  assert.ok(
    first.x > second.x,
    `the first tab (left ${first.x}) stands right of the second (left ${second.x})`,
  );
}

test('ar: the status tabs of the order list start at the right', async ({ buyer, session, server }) => {
  assert.ok(buyer.token);
  await chooseLanguage(session.context, server.baseURL, 'ar');
  await session.page.goto('/myPurchases');
  await appInCharge(session.page);
  await assertTabsStartAtTheRight(session.page);
  expectCleanPage(session);
});

test('ar: the category tabs of the explore screen start at the right', async ({ session }) => {
  await session.page.goto('/explore?lang=ar');
  await appInCharge(session.page);
  await assertTabsStartAtTheRight(session.page);
  expectCleanPage(session);
});
