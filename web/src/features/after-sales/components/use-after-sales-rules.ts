import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { fieldRule } from '#web/ui/field-rule.ts';

/** Form rules from contract/after-sales.ts; its schemas name their messages (`validation.*`). */
export function useAfterSalesRules() {
  const { t } = useTranslation();
  const translate = (key: string, values?: Record<string, string>) => t(key, values);
  return { schema: (schema: ZodType) => fieldRule(schema, translate), translate };
}
