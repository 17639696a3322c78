import type { ZodType } from 'zod';

/**
 * An antd-mobile form rule backed by a field schema from contract/, so the browser and the server check the
 * same thing; the schema's message is an i18n key.
 */
export function fieldRule(schema: ZodType, translate: (key: string) => string) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const result = schema.safeParse(value ?? '');
      if (!result.success) throw new Error(translate(result.error.issues[0]?.message ?? 'common.retry'));
    },
  };
}
