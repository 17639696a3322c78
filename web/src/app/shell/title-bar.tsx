import { LeftOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useGoBack } from '#web/ui/use-go-back.ts';
import barButtonStyles from './bar-button.module.css';
import styles from './title-bar.module.css';

/** The top bar of a screen: its title, and a back button on screens outside the tabs. */
export function TitleBar({ title, withBack }: { title: string; withBack: boolean }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <header className={styles.root}>
      {withBack ? (
        <button
          type="button"
          className={`${barButtonStyles.root} ${styles.back}`}
          aria-label={t('nav.back')}
          onClick={goBack}
        >
          <LeftOutline aria-hidden="true" />
        </button>
      ) : null}
      <h1 className={styles.title}>{title}</h1>
    </header>
  );
}
