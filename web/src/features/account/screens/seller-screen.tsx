import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePlatformInfo } from '#web/features/account/api/use-platform-info.ts';
import { ContactList } from '#web/features/account/components/contact-list.tsx';
import { MenuList } from '#web/features/account/components/menu-list.tsx';
import screenStyles from '#web/ui/screen.module.css';
import { ScreenData } from '#web/ui/screen-data.tsx';
import infoScreenStyles from './info-screen.module.css';

/**
 * /merchant and /seller, the settings' "Merchant entry" and "Platform seller" (spec §1: links only,
 * no merchant screens in this app): what a shop does there and whom to contact.
 */
export function SellerScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const platform = usePlatformInfo();
  const kind = pathname.startsWith('/seller') ? 'seller' : 'merchant';
  return (
    <ScreenData query={platform}>
      {(data) => (
        <main className={screenStyles.root}>
          <article className={infoScreenStyles.card}>
            <h2 className={infoScreenStyles.title}>{t(`accountScreens.seller.${kind}Title`)}</h2>
            <p className={infoScreenStyles.text}>{t(`accountScreens.seller.${kind}Body`)}</p>
          </article>
          <h3 className={infoScreenStyles.heading}>{t('accountScreens.seller.contact')}</h3>
          <ContactList platform={data} />
          <MenuList entries={[{ to: '/service', label: t('accountScreens.menu.service') }]} />
        </main>
      )}
    </ScreenData>
  );
}
