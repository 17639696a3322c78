import { MAX_TEXT } from '@crossbay/contract/after-sales';
import { Form, TextArea } from 'antd-mobile';
import type { ZodType } from 'zod';
import { useAfterSalesRules } from './use-after-sales-rules.ts';

type Props = { name: string; label: string; placeholder: string; schema: ZodType };

/** A form's text of the buyer's own words (explanation, review, complaint, question), checked by its schema. */
export function TextItem({ name, label, placeholder, schema }: Props) {
  const rules = useAfterSalesRules();
  return (
    <Form.Item name={name} label={label} rules={[rules.schema(schema)]}>
      <TextArea
        aria-label={label}
        placeholder={placeholder}
        maxLength={MAX_TEXT}
        autoSize={{ minRows: 4, maxRows: 10 }}
        showCount
      />
    </Form.Item>
  );
}
