import { AddOutline, MinusOutline } from 'antd-mobile-icons';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './quantity-stepper.module.css';

type Props = {
  value: number;
  min: number;
  max: number;
  disabled?: boolean;
  onChange: (value: number) => void;
  className?: string;
} & ({ 'aria-label': string } | { 'aria-labelledby': string });

/**
 * A whole number between `min` and `max`: − and + buttons around a field that takes typed digits. A
 * spinbutton with its own name, so a screen reader hears "Quantity, 2" and the arrow keys count.
 */
export function QuantityStepper({ value, min, max, disabled = false, onChange, className, ...name }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const commit = (next: number) => {
    const bounded = Math.min(max, Math.max(min, Math.floor(next)));
    setDraft(String(bounded));
    if (bounded !== value) onChange(bounded);
  };
  const type = (text: string) => {
    const digits = text.replace(/\D/g, '');
    setDraft(digits);
    if (digits !== '') commit(Math.min(Number(digits), max));
  };
  const step = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowUp: value + 1, ArrowDown: value - 1, Home: min, End: max };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    commit(next);
  };

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <button
        type="button"
        className={styles.button}
        aria-label={t('quantity.decrease')}
        disabled={disabled || value <= min}
        onClick={() => commit(value - 1)}
      >
        <MinusOutline aria-hidden="true" />
      </button>
      <input
        {...name}
        className={styles.input}
        role="spinbutton"
        inputMode="numeric"
        aria-valuenow={value}
        aria-valuemin={min}
        aria-valuemax={max}
        value={draft}
        disabled={disabled}
        onChange={(event) => type(event.target.value)}
        onBlur={() => setDraft(String(value))}
        onKeyDown={step}
      />
      <button
        type="button"
        className={styles.button}
        aria-label={t('quantity.increase')}
        disabled={disabled || value >= max}
        onClick={() => commit(value + 1)}
      >
        <AddOutline aria-hidden="true" />
      </button>
    </div>
  );
}
