import { Collapse } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useHelpSupport } from '#web/features/account/api/use-help-support.ts';
import { LoadFailed } from '#web/features/account/components/load-failed.tsx';
import { MenuList } from '#web/features/account/components/menu-list.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { PageSkeleton } from '#web/ui/page-skeleton.tsx';
import { RichText } from '#web/ui/rich-text.tsx';
import screenStyles from '#web/ui/screen.module.css';
import infoScreenStyles from './info-screen.module.css';

export function HelpScreen() {
  const { t } = useTranslation();
  const help = useHelpSupport();
  if (help.isPending) return <PageSkeleton label={t('common.loading')} />;
  if (help.isError) return <LoadFailed retry={() => void help.refetch()} retrying={help.isFetching} />;
  return (
    <main className={screenStyles.root}>
      <h2 className={infoScreenStyles.heading}>{t('accountScreens.help.faq')}</h2>
      {help.data.length === 0 ? (
        <EmptyState title={t('common.empty')} />
      ) : (
        <Collapse accordion>
          {help.data.map((entry) => (
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
  );
}
