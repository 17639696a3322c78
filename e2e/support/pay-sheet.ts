import type { Page } from '@playwright/test';
import type { AppText } from './app-texts.ts';

/**
 * In the "Pay now" sheet: "Payment code", then the code typed on the app's number keyboard; with `text`, the
 * sheet and the code's names in that locale.
 */
export async function payWithCode(page: Page, code: string, text?: AppText): Promise<void> {
  const sheet = page.getByRole('dialog', { name: text ? text('orders.pay.title') : 'Pay now' });
  await sheet.waitFor();
  await sheet.getByRole('button', { name: text ? text('orders.pay.enterCode') : 'Payment code' }).click();
  for (const digit of code) await page.getByRole('button', { name: digit, exact: true }).click();
}
