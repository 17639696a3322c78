import { DisplayCurrencyList } from './display-currency-list.tsx';
import styles from './language-and-currency.module.css';
import { LanguageList } from './language-list.tsx';

/** The shop's language and the currency prices are also shown in: the language screen and its sheets. */
export function LanguageAndCurrency({ onChosen }: { onChosen?: () => void }) {
  return (
    <div className={styles.root}>
      <LanguageList onChosen={onChosen} />
      <DisplayCurrencyList onChosen={onChosen} />
    </div>
  );
}
