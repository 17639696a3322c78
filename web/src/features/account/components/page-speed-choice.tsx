import { mayReportVitals } from '@crossbay/contract/vitals-rules';
import { Switch } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '#web/i18n/current-language.ts';
import { analyticsChoice, chooseAnalytics } from '#web/session/analytics-choice.ts';
import styles from './page-speed-choice.module.css';

/**
 * Whether this device shares how fast the shop's screens open (anonymous; decision 0117). Shown on, by default,
 * where the buyer's language does not ask first, off until chosen where it does.
 */
export function PageSpeedChoice() {
  const { t } = useTranslation();
  const hintId = useId();
  const [on, setOn] = useState(() => mayReportVitals(analyticsChoice(), currentLanguage()));
  return (
    <div className={styles.root}>
      <div className={styles.text}>
        <span className={styles.label}>{t('accountScreens.pageSpeed.label')}</span>
        <span id={hintId} className={styles.hint}>
          {t('accountScreens.pageSpeed.hint')}
        </span>
      </div>
      <Switch
        aria-label={t('accountScreens.pageSpeed.label')}
        aria-describedby={hintId}
        checked={on}
        onChange={(checked) => {
          chooseAnalytics(checked ? 'granted' : 'declined');
          setOn(checked);
        }}
      />
    </div>
  );
}
