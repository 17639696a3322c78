import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { fieldRule } from '../../../ui/field-rule.ts';

/**
 * Form rules from contract/after-sales.ts. Its schemas name their messages `validation.*`; this area keeps
 * those texts under `afterSales.validation.*`.
 */
export function useAfterSalesRules() {
  const { t } = useTranslation();
  const translate = (key: string, values?: Record<string, string>) => t(`afterSales.${key}`, values);
  return { schema: (schema: ZodType) => fieldRule(schema, translate), translate };
}
