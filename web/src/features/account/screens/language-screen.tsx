import { LanguageAndCurrency } from '#web/features/account/components/language-and-currency.tsx';
import screenStyles from '#web/ui/screen.module.css';

export function LanguageScreen() {
  return (
    <main className={screenStyles.root}>
      <LanguageAndCurrency />
    </main>
  );
}
