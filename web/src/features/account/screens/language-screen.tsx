import { LanguageList } from '../components/language-list.tsx';

export function LanguageScreen() {
  return (
    <main className="screen screen--list">
      <LanguageList />
    </main>
  );
}
