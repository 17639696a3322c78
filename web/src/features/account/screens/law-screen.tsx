import { useTranslation } from 'react-i18next';
import { useLaw } from '#web/features/account/api/use-law.ts';
import { LoadFailed } from '#web/features/account/components/load-failed.tsx';
import { PageSkeleton } from '#web/ui/page-skeleton.tsx';
import { RichText } from '#web/ui/rich-text.tsx';
import screenStyles from '#web/ui/screen.module.css';
import infoScreenStyles from './info-screen.module.css';

export function LawScreen() {
  const { t } = useTranslation();
  const law = useLaw();
  if (law.isPending) return <PageSkeleton label={t('common.loading')} />;
  if (law.isError) return <LoadFailed retry={() => void law.refetch()} retrying={law.isFetching} />;
  return (
    <main className={screenStyles.root}>
      <article className={infoScreenStyles.card}>
        <h2 className={infoScreenStyles.title}>{law.data.title}</h2>
        {law.data.sections.map((section) => (
          <section key={section.heading}>
            <h3 className={infoScreenStyles.heading}>{section.heading}</h3>
            <RichText className={infoScreenStyles.text} html={section.body} />
          </section>
        ))}
      </article>
    </main>
  );
}
