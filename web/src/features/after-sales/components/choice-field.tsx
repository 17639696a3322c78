import { Radio } from 'antd-mobile';

type Props<T extends string> = {
  label: string;
  options: readonly T[];
  optionLabel: (option: T) => string;
  value?: T;
  onChange?: (value: T) => void;
};

/** A few options side by side, one of which is picked (a Form.Item child). */
export function ChoiceField<T extends string>({ label, options, optionLabel, value, onChange }: Props<T>) {
  return (
    <Radio.Group value={value} onChange={(picked) => onChange?.(String(picked) as T)}>
      <div role="radiogroup" aria-label={label} className="choice-field">
        {options.map((option) => (
          <Radio key={option} value={option} className="choice-field__option">
            {optionLabel(option)}
          </Radio>
        ))}
      </div>
    </Radio.Group>
  );
}
