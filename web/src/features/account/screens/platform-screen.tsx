import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '../../../ui/page-skeleton.tsx';
import { RichText } from '../../../ui/rich-text.tsx';
import { usePlatformInfo } from '../api/use-platform-info.ts';
import { LoadFailed } from '../components/load-failed.tsx';
import { isExternal, MenuList } from '../components/menu-list.tsx';
import '../account-screens.css';

export function PlatformScreen() {
  const { t } = useTranslation();
  const platform = usePlatformInfo();
  if (platform.isPending) return <PageSkeleton label={t('common.loading')} />;
  if (platform.isError) {
    return <LoadFailed retry={() => void platform.refetch()} retrying={platform.isFetching} />;
  }
  const info = platform.data;
  return (
    <main className="screen info-screen">
      <article className="info-screen__card">
        <h2 className="info-screen__title">{info.title}</h2>
        <RichText className="info-screen__text" html={info.body} />
        <dl className="account-facts account-facts--plain">
          <div className="account-facts__row">
            <dt>{t('accountScreens.platform.name')}</dt>
            <dd>{info.name}</dd>
          </div>
          <div className="account-facts__row">
            <dt>{t('accountScreens.platform.currency')}</dt>
            <dd>
              {info.currency} ({info.currency_symbol})
            </dd>
          </div>
        </dl>
      </article>
      <MenuList
        entries={[
          { to: '/service', label: t('accountScreens.menu.service') },
          { to: '/law', label: t('accountScreens.menu.law') },
          ...(info.merchant_entry_url
            ? [
                {
                  to: info.merchant_entry_url,
                  label: t('accountScreens.menu.merchantEntry'),
                  external: isExternal(info.merchant_entry_url),
                },
              ]
            : []),
          ...(info.seller_url
            ? [
                {
                  to: info.seller_url,
                  label: t('accountScreens.menu.sellerSide'),
                  external: isExternal(info.seller_url),
                },
              ]
            : []),
        ]}
      />
    </main>
  );
}
