import { z } from 'zod';
import { requestObject } from './request.ts';

export const MAX_LIMIT = 100;
export const DEFAULT_LIMIT = 10;

const positiveInt = (key: string) =>
  z.coerce.number<number | string>({ error: key }).int({ error: key }).min(1, { error: key });

export const PageQuery = requestObject({
  page: positiveInt('validation.pageInvalid').default(1),
  limit: positiveInt('validation.limitInvalid')
    .max(MAX_LIMIT, { error: 'validation.limitTooLarge' })
    .default(DEFAULT_LIMIT),
});
export type PageQuery = z.infer<typeof PageQuery>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}
export type Page<T> = { list: T[]; total: number; page: number; limit: number };
