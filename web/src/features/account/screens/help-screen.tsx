import { Collapse } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useHelpSupport } from '#web/features/account/api/use-help-support.ts';
import { MenuList } from '#web/features/account/components/menu-list.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { RichText } from '#web/ui/rich-text.tsx';
import screenStyles from '#web/ui/screen.module.css';
import { ScreenData } from '#web/ui/screen-data.tsx';
import infoScreenStyles from './info-screen.module.css';

export function HelpScreen() {
  const { t } = useTranslation();
  const help = useHelpSupport();
  return (
    <ScreenData query={help}>
      {(data) => (
        <main className={screenStyles.root}>
          <h2 className={infoScreenStyles.heading}>{t('accountScreens.help.faq')}</h2>
          {data.length === 0 ? (
            <EmptyState title={t('common.empty')} />
          ) : (
            <Collapse accordion>
              {data.map((entry) => (
                <Collapse.Panel key={entry.question} title={entry.question}>
                  <RichText className={infoScreenStyles.text} html={entry.answer} />
                </Collapse.Panel>
              ))}
            </Collapse>
          )}
          <h2 className={infoScreenStyles.heading}>{t('accountScreens.help.more')}</h2>
          <MenuList
            entries={[
              { to: '/service', label: t('accountScreens.menu.service') },
              { to: '/platformComplaint', label: t('accountScreens.menu.suggestion') },
              { to: '/law', label: t('accountScreens.menu.law') },
            ]}
          />
        </main>
      )}
    </ScreenData>
  );
}
