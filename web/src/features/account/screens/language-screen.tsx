import screenStyles from '../../../ui/screen.module.css';
import { LanguageList } from '../components/language-list.tsx';

export function LanguageScreen() {
  return (
    <main className={screenStyles.root}>
      <LanguageList />
    </main>
  );
}
