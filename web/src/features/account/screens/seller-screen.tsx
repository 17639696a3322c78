import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageSkeleton } from '../../../ui/page-skeleton.tsx';
import screenStyles from '../../../ui/screen.module.css';
import { usePlatformInfo } from '../api/use-platform-info.ts';
import { ContactList } from '../components/contact-list.tsx';
import { LoadFailed } from '../components/load-failed.tsx';
import { MenuList } from '../components/menu-list.tsx';
import infoScreenStyles from './info-screen.module.css';

/**
 * /merchant and /seller, the settings' "Merchant entry" and "Platform seller" (spec §1: links only,
 * no merchant screens in this app): what a merchant does there and whom to contact.
 */
export function SellerScreen() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const platform = usePlatformInfo();
  if (platform.isPending) return <PageSkeleton label={t('common.loading')} />;
  if (platform.isError) {
    return <LoadFailed retry={() => void platform.refetch()} retrying={platform.isFetching} />;
  }
  const kind = pathname.startsWith('/seller') ? 'seller' : 'merchant';
  return (
    <main className={screenStyles.root}>
      <article className={infoScreenStyles.card}>
        <h2 className={infoScreenStyles.title}>{t(`accountScreens.seller.${kind}Title`)}</h2>
        <p className={infoScreenStyles.text}>{t(`accountScreens.seller.${kind}Body`)}</p>
      </article>
      <h3 className={infoScreenStyles.heading}>{t('accountScreens.seller.contact')}</h3>
      <ContactList platform={platform.data} />
      <MenuList entries={[{ to: '/service', label: t('accountScreens.menu.service') }]} />
    </main>
  );
}
