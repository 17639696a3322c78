import { Radio } from 'antd-mobile';
import styles from './choice-field.module.css';

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
      <div role="radiogroup" aria-label={label} className={styles.root}>
        {options.map((option) => (
          <Radio key={option} value={option}>
            {optionLabel(option)}
          </Radio>
        ))}
      </div>
    </Radio.Group>
  );
}
