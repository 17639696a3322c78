import { type DisplayCurrency, isDisplayCurrency, isRate } from '@crossbay/contract/display-currency';

// The European Central Bank's daily reference rates (eurofxref-daily.xml) are per euro: 1 EUR = x CUR.
// Per dollar is x / (the file's USD rate); the euro itself is 1 / USD. Six places are finer than any shown.
const PLACES = 6;
const DAY = /<Cube\s+time=['"](\d{4}-\d{2}-\d{2})['"]/;
const RATE = /<Cube\s+currency=['"]([A-Z]{3})['"]\s+rate=['"]([0-9.]+)['"]\s*\/>/g;

export type EcbRates = { day: string; rates: { currency: DisplayCurrency; per_usd: string }[] };

/** `a / b` of two decimal strings, rounded half up to six places, without trailing zeros. */
function divided(a: string, b: string): string {
  const scaleOf = (text: string) => text.split('.')[1]?.length ?? 0;
  const whole = (text: string) => BigInt(text.replace('.', ''));
  // a / b = (A / 10^sa) / (B / 10^sb); shifted by 10^PLACES and doubled to round half up.
  const numerator = whole(a) * 10n ** BigInt(PLACES + scaleOf(b)) * 2n;
  const denominator = whole(b) * 10n ** BigInt(scaleOf(a));
  const scaled = ((numerator + denominator) / (denominator * 2n)).toString().padStart(PLACES + 1, '0');
  const text = `${scaled.slice(0, -PLACES)}.${scaled.slice(-PLACES)}`;
  return text.replace(/\.?0+$/, '');
}

/** The rates of an ECB daily file per US dollar, for the currencies a price may be shown in; throws on another file. */
export function ecbRatesPerDollar(xml: string): EcbRates {
  const day = DAY.exec(xml)?.[1];
  const perEuro = new Map([...xml.matchAll(RATE)].map((m) => [m[1] as string, m[2] as string]));
  const usd = perEuro.get('USD');
  if (!day || !usd || !isRate(usd))
    throw new Error('not an ECB daily reference file: no date or no USD rate');
  const rates = [...perEuro]
    .filter(([currency, rate]) => currency !== 'USD' && isDisplayCurrency(currency) && isRate(rate))
    .map(([currency, rate]) => ({ currency: currency as DisplayCurrency, per_usd: divided(rate, usd) }));
  return { day, rates: [{ currency: 'EUR', per_usd: divided('1', usd) }, ...rates] };
}
