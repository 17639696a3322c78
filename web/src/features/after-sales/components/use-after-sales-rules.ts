import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { fieldRule, type Translate } from '#web/ui/field-rule.ts';

/** Form rules from contract/after-sales.ts; its schemas name their messages (`validation.*`). */
export function useAfterSalesRules() {
  const { t } = useTranslation();
  const translate: Translate = (key, values) => t(key, values);
  return { schema: (schema: ZodType) => fieldRule(schema, translate), translate };
}
