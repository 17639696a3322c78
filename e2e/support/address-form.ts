import type { Locator, Page } from '@playwright/test';
import type { AppText } from './app-texts.ts';

/** A field of the address form by its label key (`addressForm.cityKind.city`) and what goes in it. */
export type AddressEntry = {
  /** The country's name as the form lists it in the test's language. */
  country: string;
  /** Chosen on the field's sheet (a state, a prefecture): label key and the row's name. */
  choose?: [labelKey: string, row: string][];
  /** Typed: label key and text. */
  fill: [labelKey: string, value: string][];
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens a field's sheet, searches for the row and taps it. */
export async function chooseOnSheet(page: Page, form: Locator, label: string, row: string): Promise<void> {
  await form.getByRole('button', { name: new RegExp(`^${escaped(label)}: `) }).click();
  const sheet = page.getByRole('dialog', { name: label });
  await sheet.getByRole('searchbox').fill(row);
  await sheet
    .getByRole('button', { name: new RegExp(`^${escaped(row)}`) })
    .first()
    .click();
  await sheet.waitFor({ state: 'hidden' });
}

/** Chooses the country, then fills the fields it brings, in `form` (a screen or checkout's sheet). */
export async function enterPlace(
  page: Page,
  form: Locator,
  text: AppText,
  entry: AddressEntry,
): Promise<void> {
  await chooseOnSheet(page, form, text('addressForm.country'), entry.country);
  for (const [key, row] of entry.choose ?? []) await chooseOnSheet(page, form, text(key), row);
  for (const [key, value] of entry.fill) await form.getByLabel(text(key), { exact: true }).fill(value);
}
