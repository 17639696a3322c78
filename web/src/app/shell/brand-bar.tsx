import { Popup } from 'antd-mobile';
import { GlobalOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageList } from '../../features/account/components/language-list.tsx';

/** The home board's bar: the shop's name, and the language switch every visitor can reach. */
export function BrandBar() {
  const { t } = useTranslation();
  const [choosing, setChoosing] = useState(false);
  return (
    <header className="brand-bar">
      <h1 className="brand-bar__name">{t('app.name')}</h1>
      <button
        type="button"
        className="brand-bar__language"
        aria-label={t('nav.language')}
        aria-haspopup="dialog"
        onClick={() => setChoosing(true)}
      >
        <GlobalOutline aria-hidden="true" />
      </button>
      <Popup
        visible={choosing}
        onMaskClick={() => setChoosing(false)}
        onClose={() => setChoosing(false)}
        bodyClassName="language-popup"
        position="bottom"
        destroyOnClose
      >
        <div role="dialog" aria-modal="true" aria-label={t('routes.language')}>
          <LanguageList onChosen={() => setChoosing(false)} />
        </div>
      </Popup>
    </header>
  );
}
