import { z } from 'zod';
import { Mobile } from './account.ts';
import { requestObject } from './request.ts';

export const ADDRESS_TAGS = ['home', 'company', 'school'] as const;

const required = (key: string) => z.string({ error: key }).trim().min(1, { error: key });

// spec §5: addressee, phone, area, detailed address and tag are required.
export const AddressBody = requestObject({
  id: z.coerce.number<number | string>().int().positive().optional(),
  addressee: required('validation.addresseeRequired').max(64, { error: 'validation.addresseeRequired' }),
  mobile: z
    .string({ error: 'validation.phoneRequired' })
    .trim()
    .min(1, { error: 'validation.phoneRequired' })
    .pipe(Mobile),
  country: required('validation.areaRequired'),
  region: required('validation.areaRequired'),
  detail: required('validation.detailRequired').max(255, { error: 'validation.detailRequired' }),
  // Home, company, school, or the buyer's own short word: letters and digits, never markup or symbols.
  tag: required('validation.tagRequired').regex(/^[\p{L}\p{N}][\p{L}\p{M}\p{N} '’.-]{0,15}$/u, {
    error: 'validation.tagInvalid',
  }),
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
