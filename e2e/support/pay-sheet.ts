import type { Page } from '@playwright/test';

/** In the "Pay now" sheet: "Payment code", then the code typed on the app's number keyboard. */
export async function payWithCode(page: Page, code: string): Promise<void> {
  const sheet = page.getByRole('dialog', { name: 'Pay now' });
  await sheet.waitFor();
  await sheet.getByRole('button', { name: 'Payment code' }).click();
  for (const digit of code) await page.getByRole('button', { name: digit, exact: true }).click();
}
