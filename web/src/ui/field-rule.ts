import type { ZodType } from 'zod';

/** Translates a contract message key; `values` fill its placeholders (`{{max}}`). */
export type Translate = (key: string, values?: Record<string, number | string>) => string;

/**
 * An antd-mobile form rule backed by a field schema from contract/, so the browser and the server check the
 * same thing; the schema's message is an i18n key, and a broken bound is told with the schema's own number.
 */
export function fieldRule(schema: ZodType, translate: Translate) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (result.success) return;
      const issue = result.error.issues[0];
      const values: Record<string, number> = {};
      if (issue && 'maximum' in issue && typeof issue.maximum === 'number') values.max = issue.maximum;
      if (issue && 'minimum' in issue && typeof issue.minimum === 'number') values.min = issue.minimum;
      throw new Error(translate(issue?.message ?? 'common.retry', values));
    },
  };
}
