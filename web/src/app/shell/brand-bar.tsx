import { GlobalOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '../../ui/when-idle.ts';

// The sheet (antd-mobile's Popup with its animation code, and the language list) stays out of the first load.
const loadLanguagePopup = () => import('./language-popup.tsx');
const LanguagePopup = lazy(async () => ({ default: (await loadLanguagePopup()).LanguagePopup }));

/** The home board's bar: the shop's name, and the language switch every visitor can reach. */
export function BrandBar() {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <header className="brand-bar">
      <h1 className="brand-bar__name">{t('app.name')}</h1>
      <button
        type="button"
        className="brand-bar__language"
        aria-label={t('nav.language')}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadLanguagePopup()}
        onClick={() => {
          setOpened(true);
          setChoosing(true);
        }}
      >
        <GlobalOutline aria-hidden="true" />
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <LanguagePopup visible={choosing} onClose={() => setChoosing(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}

whenIdle(() => void loadLanguagePopup());
