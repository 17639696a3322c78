import { Form, type FormItemProps, type InputProps } from 'antd-mobile';
import { ClearableInput } from '#web/ui/clearable-input.tsx';

type Props = {
  name: string;
  label: string;
  rules: FormItemProps['rules'];
  /** Fields whose change checks this one again. */
  dependencies?: FormItemProps['dependencies'];
  placeholder: string;
  autoComplete?: InputProps['autoComplete'];
  inputMode?: InputProps['inputMode'];
};

/** One labelled text field of a wallet form; the label also names the input for screen readers. */
export function InputItem({ name, label, rules, dependencies, placeholder, autoComplete, inputMode }: Props) {
  return (
    <Form.Item name={name} label={label} rules={rules} dependencies={dependencies}>
      <ClearableInput
        aria-label={label}
        inputMode={inputMode}
        autoComplete={autoComplete}
        placeholder={placeholder}
      />
    </Form.Item>
  );
}
