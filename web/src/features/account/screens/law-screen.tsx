import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '../../../ui/page-skeleton.tsx';
import { RichText } from '../../../ui/rich-text.tsx';
import { useLaw } from '../api/use-law.ts';
import { LoadFailed } from '../components/load-failed.tsx';
import '../account-screens.css';

export function LawScreen() {
  const { t } = useTranslation();
  const law = useLaw();
  if (law.isPending) return <PageSkeleton label={t('common.loading')} />;
  if (law.isError) return <LoadFailed retry={() => void law.refetch()} retrying={law.isFetching} />;
  return (
    <main className="screen info-screen">
      <article className="info-screen__card">
        <h2 className="info-screen__title">{law.data.title}</h2>
        {law.data.sections.map((section) => (
          <section key={section.heading}>
            <h3 className="info-screen__heading">{section.heading}</h3>
            <RichText className="info-screen__text" html={section.body} />
          </section>
        ))}
      </article>
    </main>
  );
}
