import { LanguageList } from '#web/features/account/components/language-list.tsx';
import screenStyles from '#web/ui/screen.module.css';

export function LanguageScreen() {
  return (
    <main className={screenStyles.root}>
      <LanguageList />
    </main>
  );
}
