import type { Locale } from '@crossbay/contract/locales';
import { intlLocaleOf } from './intl-locale.ts';

// spec §1: the shown currency is the dollar. Amounts arrive as two-place decimal strings ("12.50") and are
// handed to Intl as strings, so no float ever enters the picture.
export function formatMoney(amount: string, locale: Locale): string {
  return new Intl.NumberFormat(intlLocaleOf(locale), { style: 'currency', currency: 'USD' }).format(
    amount as `${number}`,
  );
}
