import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { fieldRule, type Translate } from '#web/ui/field-rule.ts';

/** Form rules for the account screens; the contract's schemas name their messages (`validation.*`). */
export function useScreenRules() {
  const { t } = useTranslation();
  const translate: Translate = (key, values) => t(key, values);
  return {
    schema: (schema: ZodType) => fieldRule(schema, translate),
    /** A field the server's configuration makes required (GET /api/user/reg_cfg). */
    required: (label: string) => ({
      validator: async (_rule: unknown, value: unknown) => {
        if (typeof value !== 'string' || value.trim() === '') {
          throw new Error(t('validation.fieldRequired', { field: label }));
        }
      },
    }),
    /** The repeat must equal the field named `other`; `key` is the message (a contract key). */
    sameAs:
      (other: string, key: string) =>
      ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
        validator: async (_rule: unknown, value: unknown) => {
          if ((value ?? '') !== (getFieldValue(other) ?? '')) throw new Error(translate(key));
        },
      }),
    translate,
  };
}
