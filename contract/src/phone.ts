import { getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * The number in E.164 (`+4915123456789`) when it is a valid number of `countryCode`'s numbering plan, written
 * with or without its country code; null otherwise. A territory without a plan of its own (Antarctica…) takes
 * any valid international number.
 */
export function phoneForCountry(text: string, countryCode: string): string | null {
  const code = isSupportedCountry(countryCode) ? countryCode : undefined;
  const phone = parsePhoneNumberFromString(text, code);
  if (!phone?.isValid()) return null;
  if (!code) return phone.number;
  if (phone.countryCallingCode !== getCountryCallingCode(code)) return null;
  // Countries that share a calling code (+1, +7, +44…): a number the metadata places in another one (a
  // Vancouver number for a US address) is that country's.
  return phone.country === undefined || phone.country === code ? phone.number : null;
}
