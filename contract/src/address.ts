import { z } from 'zod';
import { MOBILE_MAX } from './account.ts';
import { countryOf, type PlaceField, regionOf } from './address-countries.ts';
import { phoneForCountry } from './phone.ts';
import { requestObject } from './request.ts';
import { lineText, longText, TEXT_TOO_LONG } from './text.ts';

export { ADDRESS_TAGS } from './address-tags.ts';

/** How many addresses one buyer may keep (issue 35: one buyer's book must not grow without end). */
export const MAX_ADDRESSES = 20;

/** What is wrong with one field of an address: a message key, with its values. */
export type AddressProblem = {
  field: PlaceField | 'country' | 'mobile';
  key: string;
  values?: Record<string, string>;
};

/**
 * The country's own rules over an address (issue 36): a known country, its required fields, a region from its
 * list, a postcode of its pattern (and of the region's prefix), a phone number of its plan. The server's body
 * and the form's fields check with this one function.
 */
export function addressProblems(address: {
  country: string;
  mobile: string;
  region: string;
  city: string;
  district: string;
  postcode: string;
  detail: string;
}): AddressProblem[] {
  const country = countryOf(address.country);
  if (!country) return [{ field: 'country', key: 'validation.countryRequired' }];
  const problems: AddressProblem[] = [];
  for (const field of ['region', 'city', 'district', 'postcode', 'detail'] as const) {
    if (country.required.has(field) && !address[field].trim())
      problems.push({ field, key: `validation.${field}Required` });
  }
  const region = address.region.trim() ? regionOf(country, address.region) : undefined;
  if (address.region.trim() && country.regions && !region)
    problems.push({ field: 'region', key: 'validation.regionRequired' });
  const postcode = address.postcode.trim();
  if (postcode && country.postcode) {
    const example = country.postcodeExample ?? '';
    if (!country.postcode.test(postcode) || (region?.postcodePrefix && !region.postcodePrefix.test(postcode)))
      problems.push({ field: 'postcode', key: 'validation.postcodeInvalid', values: { example } });
  }
  if (address.mobile.trim() && !phoneForCountry(address.mobile, country.code))
    problems.push({ field: 'mobile', key: 'validation.phoneInvalidForCountry' });
  return problems;
}

// spec §5: addressee, phone, area, detailed address and tag are required; the area is now the country's own
// fields (issue 36). The street lines may run over lines, as the form's text area lets a buyer write them.
export const AddressFields = requestObject({
  id: z.coerce.number<number | string>().int().positive().optional(),
  addressee: lineText(64, 'validation.addresseeRequired'),
  mobile: z
    .string({ error: 'validation.phoneRequired' })
    .trim()
    .min(1, { error: 'validation.phoneRequired' })
    .max(MOBILE_MAX, { error: 'validation.mobileInvalid' }),
  /** ISO 3166-1 alpha-2. */
  country: z
    .string({ error: 'validation.countryRequired' })
    .trim()
    .toUpperCase()
    .min(1, { error: 'validation.countryRequired' })
    .max(2, { error: TEXT_TOO_LONG }),
  region: lineText(64).default(''),
  city: lineText(64).default(''),
  district: lineText(64).default(''),
  postcode: lineText(16).default(''),
  detail: longText(255, 'validation.detailRequired'),
  // Home, company, school, or the buyer's own short word: letters and digits, never markup or symbols.
  tag: z
    .string({ error: 'validation.tagRequired' })
    .trim()
    .min(1, { error: 'validation.tagRequired' })
    .max(16, { error: 'validation.tagInvalid' })
    .regex(/^[\p{L}\p{N}][\p{L}\p{M}\p{N} '’.-]{0,15}$/u, { error: 'validation.tagInvalid' }),
  is_default: z.coerce.boolean<boolean>().default(false),
});

/** POST /api/user/address_add: the fields, checked by their country's rules; stored with the phone in E.164,
 * the region by its key and the postcode as the country writes it. */
export const AddressBody = AddressFields.superRefine((body, ctx) => {
  for (const problem of addressProblems(body))
    ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.key, params: problem.values });
}).transform((body) => {
  // biome-ignore lint/style/noNonNullAssertion: the refinement above let only a known country through
  const country = countryOf(body.country)!;
  return {
    ...body,
    // biome-ignore lint/style/noNonNullAssertion: and only a number of its plan
    mobile: phoneForCountry(body.mobile, country.code)!,
    region:
      body.region && country.regions ? (regionOf(country, body.region)?.key ?? body.region) : body.region,
    postcode: country.upper.has('postcode') ? body.postcode.toUpperCase() : body.postcode,
  };
});
export type AddressBody = z.infer<typeof AddressBody>;
export type AddressInput = z.input<typeof AddressFields>;

/** A saved address as the address book answers it; the buyer has exactly one default while any exist. */
export const Address = z.object({
  id: z.number().int(),
  addressee: z.string(),
  /** E.164; an address saved before issue 36 keeps what was typed. */
  mobile: z.string(),
  /** ISO 3166-1 alpha-2; an address saved before issue 36 whose country had no code keeps its name. */
  country: z.string(),
  region: z.string(),
  city: z.string(),
  district: z.string(),
  postcode: z.string(),
  detail: z.string(),
  /** The address as its country's post prints it (contract/address-format.ts), the country's name last. */
  lines: z.array(z.string()),
  tag: z.string(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof Address>;
