import { SearchBar } from 'antd-mobile';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '#web/ui/bottom-sheet.tsx';
import styles from './choice-sheet.module.css';

export type Choice = { value: string; label: string; hint?: string };

type Props = {
  visible: boolean;
  title: string;
  choices: Choice[];
  value: string;
  onChoose: (value: string) => void;
  onClose: () => void;
};

// "deutsch" finds Deutschland, "sao" São Paulo: case and accents aside.
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/**
 * A long list to choose one from (countries, states, prefectures), with a search; nothing is chosen until a row is
 * tapped, unlike a wheel, whose Confirm takes the row it opened on (issue 36).
 */
export function ChoiceSheet({ visible, title, choices, value, onChoose, onClose }: Props) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const typed = useDeferredValue(query);
  const shown = useMemo(() => {
    const wanted = folded(typed.trim());
    return wanted
      ? choices.filter((c) => folded(c.label).includes(wanted) || folded(c.hint ?? '').includes(wanted))
      : choices;
  }, [choices, typed]);
  return (
    <BottomSheet visible={visible} title={title} onClose={onClose}>
      <SearchBar
        className={styles.search}
        placeholder={t('addressForm.search')}
        value={query}
        onChange={setQuery}
        aria-label={t('addressForm.search')}
      />
      {shown.length === 0 ? <p className={styles.none}>{t('addressForm.noMatch')}</p> : null}
      <ul className={styles.list} aria-label={title}>
        {shown.map((choice) => (
          <li key={choice.value}>
            <button
              type="button"
              className={styles.row}
              aria-current={choice.value === value ? 'true' : undefined}
              onClick={() => {
                onChoose(choice.value);
                onClose();
              }}
            >
              <span>{choice.label}</span>
              {choice.hint ? <span className={styles.hint}>{choice.hint}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </BottomSheet>
  );
}
