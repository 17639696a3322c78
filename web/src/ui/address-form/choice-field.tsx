import { useState } from 'react';
import styles from './choice-field.module.css';
import { type Choice, ChoiceSheet } from './choice-sheet.tsx';

type Props = {
  id?: string;
  /** The field's name, read with its value. */
  label: string;
  placeholder: string;
  choices: Choice[];
  value?: string;
  onChange?: (value: string) => void;
};

/** A form field whose value is one of a long list, chosen on a sheet with a search. */
export function ChoiceField({ id, label, placeholder, choices, value = '', onChange }: Props) {
  const [open, setOpen] = useState(false);
  const chosen = choices.find((c) => c.value === value);
  const shown = chosen?.label ?? (value || placeholder);
  return (
    <>
      <button
        id={id}
        type="button"
        // The label names the field, the text its value: both are read.
        aria-label={`${label}: ${shown}`}
        className={value ? styles.root : `${styles.root} ${styles.empty}`}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {shown}
      </button>
      <ChoiceSheet
        visible={open}
        title={label}
        choices={choices}
        value={value}
        onChoose={(next) => onChange?.(next)}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
