import { useTranslation } from 'react-i18next';
import chipStyles from '#web/ui/choice-chip.module.css';
import styles from './country-suggestion.module.css';

type Props = { name: string; onChoose: () => void };

/** The country the buyer probably ships to, offered to tap; the field stays empty until then (issue 36). */
export function CountrySuggestion({ name, onChoose }: Props) {
  const { t } = useTranslation();
  return (
    <p className={styles.root}>
      <span>{t('addressForm.suggested')}</span>
      <button type="button" className={`${chipStyles.chip} ${styles.chip}`} onClick={onChoose}>
        {t('addressForm.shipTo', { country: name })}
      </button>
    </p>
  );
}
