import { useTranslation } from 'react-i18next';
import { usePlatformInfo } from '#web/features/account/api/use-platform-info.ts';
import accountFactsStyles from '#web/features/account/components/account-facts.module.css';
import { isExternal, MenuList } from '#web/features/account/components/menu-list.tsx';
import { RichText } from '#web/ui/rich-text.tsx';
import screenStyles from '#web/ui/screen.module.css';
import { ScreenData } from '#web/ui/screen-data.tsx';
import infoScreenStyles from './info-screen.module.css';

export function PlatformScreen() {
  const { t } = useTranslation();
  const platform = usePlatformInfo();
  return (
    <ScreenData query={platform}>
      {(info) => (
        <main className={screenStyles.root}>
          <article className={infoScreenStyles.card}>
            <h2 className={infoScreenStyles.title}>{info.title}</h2>
            <RichText className={infoScreenStyles.text} html={info.body} />
            <dl className={`${accountFactsStyles.root} ${accountFactsStyles.plain}`}>
              <div className={accountFactsStyles.row}>
                <dt>{t('accountScreens.platform.name')}</dt>
                <dd>{info.name}</dd>
              </div>
              <div className={accountFactsStyles.row}>
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
      )}
    </ScreenData>
  );
}
