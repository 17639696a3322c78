import { DisplayCurrencyList } from '#web/features/account/components/display-currency-list.tsx';
import { LanguageList } from '#web/features/account/components/language-list.tsx';
import { classNames } from '#web/ui/class-names.ts';
import screenStyles from '#web/ui/screen.module.css';
import styles from './language-screen.module.css';

export function LanguageScreen() {
  return (
    <main className={classNames(screenStyles.root, styles.root)}>
      <LanguageList />
      <DisplayCurrencyList />
    </main>
  );
}
