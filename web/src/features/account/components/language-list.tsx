import { isLocale, type Locale } from '@crossbay/contract/locales';
import { Button } from 'antd-mobile';
import { CheckOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguageList } from '#web/features/account/api/use-language-list.ts';
import { useSaveLanguage } from '#web/features/account/api/use-save-language.ts';
import { intlLocaleOf } from '#web/i18n/intl-locale.ts';
import { changeLanguage } from '#web/i18n/setup.ts';
import { useSession } from '#web/session/session-store.ts';
import chipStyles from '#web/ui/choice-chip.module.css';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { PageSkeleton } from '#web/ui/page-skeleton.tsx';
import styles from './language-list.module.css';

/** The languages of spec §1 as a radio group; a choice applies at once. */
export function LanguageList({ onChosen }: { onChosen?: () => void }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const languages = useLanguageList();
  const saveLanguage = useSaveLanguage();
  const loggedIn = useSession((state) => state.loggedIn);

  const choose = async (locale: Locale) => {
    await changeLanguage(locale);
    if (loggedIn) saveLanguage.mutate(locale);
    onChosen?.();
  };

  if (languages.isPending) return <PageSkeleton label={t('common.loading')} />;
  if (languages.isError) {
    return (
      <EmptyState look="disconnected" title={t('language.loadFailed')}>
        <Button
          color="primary"
          fill="outline"
          loading={languages.isFetching}
          onClick={() => void languages.refetch()}
        >
          {t('common.retry')}
        </Button>
      </EmptyState>
    );
  }
  return (
    <div className={styles.root} role="radiogroup" aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {t('language.heading')}
      </h2>
      {languages.data
        .filter((entry) => isLocale(entry.file_name))
        .map((entry) => {
          const locale = entry.file_name as Locale;
          const current = i18n.language === locale;
          return (
            <label key={locale} className={styles.option} lang={intlLocaleOf(locale)}>
              <input
                type="radio"
                name="language"
                value={locale}
                checked={current}
                onChange={() => void choose(locale)}
                className={chipStyles.coveringInput}
              />
              <span className={styles.name}>{entry.language_name}</span>
              {current ? <CheckOutline className={styles.check} aria-hidden="true" /> : null}
            </label>
          );
        })}
    </div>
  );
}
