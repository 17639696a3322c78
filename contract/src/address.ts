import { z } from 'zod';
import { MOBILE_MAX, Mobile } from './account.ts';
import { requestObject } from './request.ts';
import { lineText, longText } from './text.ts';

export const ADDRESS_TAGS = ['home', 'company', 'school'] as const;

/** How many addresses one buyer may keep (issue 35: one buyer's book must not grow without end). */
export const MAX_ADDRESSES = 20;

// spec §5: addressee, phone, area, detailed address and tag are required. The detailed address may run
// over lines, as the form's text area lets a buyer write it; every other field is one line.
export const AddressBody = requestObject({
  id: z.coerce.number<number | string>().int().positive().optional(),
  addressee: lineText(64, 'validation.addresseeRequired'),
  mobile: z
    .string({ error: 'validation.phoneRequired' })
    .trim()
    .min(1, { error: 'validation.phoneRequired' })
    .max(MOBILE_MAX, { error: 'validation.mobileInvalid' })
    .pipe(Mobile),
  country: lineText(64, 'validation.areaRequired'),
  region: lineText(64, 'validation.areaRequired'),
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
export type AddressBody = z.infer<typeof AddressBody>;

/** A saved address as the address book answers it; the buyer has exactly one default while any exist. */
export const Address = z.object({
  id: z.number().int(),
  addressee: z.string(),
  mobile: z.string(),
  country: z.string(),
  region: z.string(),
  detail: z.string(),
  tag: z.string(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof Address>;
