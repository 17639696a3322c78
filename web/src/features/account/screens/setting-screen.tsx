import { LOCALES } from '@crossbay/contract/locales';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogOut } from '#web/features/account/api/use-log-out.ts';
import { usePlatformInfo } from '#web/features/account/api/use-platform-info.ts';
import { LanguageAndCurrency } from '#web/features/account/components/language-and-currency.tsx';
import menuListStyles from '#web/features/account/components/menu-list.module.css';
import { isExternal, MenuList } from '#web/features/account/components/menu-list.tsx';
import { PageSpeedChoice } from '#web/features/account/components/page-speed-choice.tsx';
import { ask } from '#web/ui/ask.tsx';
import { DialogPopup } from '#web/ui/dialog-popup.tsx';
import languagePopupStyles from '#web/ui/language-popup.module.css';
import screenStyles from '#web/ui/screen.module.css';
import { showSuccess } from '#web/ui/toast.ts';

export function SettingScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const platform = usePlatformInfo();
  const logOut = useLogOut();
  const [choosingLanguage, setChoosingLanguage] = useState(false);
  const languageName = LOCALES.find((entry) => entry.file_name === i18n.language)?.language_name;

  const quit = async () => {
    // spec §2: "quit" asks for confirmation first.
    const confirmed = await ask({
      title: t('accountScreens.quit.title'),
      message: t('accountScreens.quit.message'),
      yes: t('accountScreens.quit.confirm'),
      no: t('accountScreens.cancel'),
    });
    if (!confirmed) return;
    logOut.mutate(undefined, {
      onSuccess: () => showSuccess(t('accountScreens.quit.done')),
      // Whether or not the server heard it, this device forgets the session.
      onSettled: () => void navigate('/login', { replace: true }),
    });
  };

  const links = platform.data
    ? [
        ...(platform.data.merchant_entry_url
          ? [
              {
                to: platform.data.merchant_entry_url,
                label: t('accountScreens.menu.merchantEntry'),
                external: isExternal(platform.data.merchant_entry_url),
              },
            ]
          : []),
        ...(platform.data.seller_url
          ? [
              {
                to: platform.data.seller_url,
                label: t('accountScreens.menu.sellerSide'),
                external: isExternal(platform.data.seller_url),
              },
            ]
          : []),
      ]
    : [];

  return (
    <main className={screenStyles.root}>
      <div className={menuListStyles.root}>
        <button
          type="button"
          className={menuListStyles.row}
          aria-haspopup="dialog"
          onClick={() => setChoosingLanguage(true)}
        >
          <span className={menuListStyles.label}>{t('accountScreens.menu.language')}</span>
          <span className={menuListStyles.extra}>{languageName}</span>
        </button>
      </div>
      <MenuList
        entries={[
          { to: '/passwords', label: t('accountScreens.menu.passwords') },
          { to: '/changePayPwd', label: t('accountScreens.menu.payCode') },
          { to: '/address', label: t('accountScreens.menu.addresses') },
          { to: '/security', label: t('accountScreens.menu.security') },
          { to: '/noticeSettings', label: t('accountScreens.menu.noticeSettings') },
          { to: '/profile', label: t('accountScreens.menu.profile') },
        ]}
      />
      <PageSpeedChoice />
      <MenuList
        entries={[
          { to: '/platform', label: t('accountScreens.menu.about') },
          { to: '/law', label: t('accountScreens.menu.law') },
          { to: '/helpAndSupport', label: t('accountScreens.menu.help') },
          ...links,
        ]}
      />
      <Button
        block
        size="large"
        color="danger"
        fill="outline"
        loading={logOut.isPending}
        onClick={() => void quit()}
      >
        {t('accountScreens.quit.button')}
      </Button>
      <DialogPopup
        visible={choosingLanguage}
        onClose={() => setChoosingLanguage(false)}
        bodyClassName={languagePopupStyles.root}
        destroyOnClose
        aria-label={t('accountScreens.menu.language')}
      >
        <LanguageAndCurrency onChosen={() => setChoosingLanguage(false)} />
      </DialogPopup>
    </main>
  );
}
