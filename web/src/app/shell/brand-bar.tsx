import { GlobalOutline } from 'antd-mobile-icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whenIdle } from '#web/ui/when-idle.ts';
import barButtonStyles from './bar-button.module.css';
import styles from './brand-bar.module.css';

// The sheet (antd-mobile's Popup with its animation code, and the language list) stays out of the first load.
const loadLanguagePopup = () => import('./language-popup.tsx');
const LanguagePopup = lazy(async () => ({ default: (await loadLanguagePopup()).LanguagePopup }));

/** The home board's bar: the shop's name, and the language switch every visitor can reach. */
export function BrandBar() {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <header className={styles.root}>
      <h1 className={styles.name}>{t('app.name')}</h1>
      <button
        type="button"
        className={`${barButtonStyles.root} ${styles.language}`}
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
