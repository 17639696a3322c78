import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

// spec §2: after each navigation the title comes from the route's title key, in the current language.
export function useDocumentTitle(titleKey: string | undefined): void {
  // `t` is a new function whenever the language changes, so the title follows a language switch too.
  const { t } = useTranslation();
  useEffect(() => {
    const brand = t('app.name');
    document.title = titleKey ? `${t(titleKey)} | ${brand}` : brand;
  }, [titleKey, t]);
}
