import { useLaw } from '#web/features/account/api/use-law.ts';
import { RichText } from '#web/ui/rich-text.tsx';
import screenStyles from '#web/ui/screen.module.css';
import { ScreenData } from '#web/ui/screen-data.tsx';
import infoScreenStyles from './info-screen.module.css';

export function LawScreen() {
  const law = useLaw();
  return (
    <ScreenData query={law}>
      {(data) => (
        <main className={screenStyles.root}>
          <article className={infoScreenStyles.card}>
            <h2 className={infoScreenStyles.title}>{data.title}</h2>
            {data.sections.map((section) => (
              <section key={section.heading}>
                <h3 className={infoScreenStyles.heading}>{section.heading}</h3>
                <RichText className={infoScreenStyles.text} html={section.body} />
              </section>
            ))}
          </article>
        </main>
      )}
    </ScreenData>
  );
}
