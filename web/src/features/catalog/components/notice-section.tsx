import type { HomeBoard } from '@crossbay/contract/catalog';
import { isLocale } from '@crossbay/contract/locales';
import { DownOutline, SoundOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '#web/i18n/format-date.ts';
import { useTimeZone } from '#web/i18n/time-zone.ts';
import noticeListStyles from '#web/ui/notice-list.module.css';
import homeSectionStyles from './home-section.module.css';
import styles from './notice-section.module.css';

type Notice = HomeBoard['notices'][number];

/**
 * Platform notices: titles with their dates; a tap opens the full text. Native disclosure elements sharing a
 * name, so one is open at a time (an accordion) with no script or animation library in the first load.
 */
export function NoticeSection({ notices }: { notices: Notice[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const group = useId();
  const timeZone = useTimeZone();
  if (notices.length === 0) return null;
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  return (
    <section className={`${homeSectionStyles.root} ${styles.root}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={`${homeSectionStyles.title} ${styles.title}`}>
        <SoundOutline aria-hidden="true" /> {t('catalog.home.notices')}
      </h2>
      <div className={noticeListStyles.root}>
        {notices.map((notice) => (
          <details key={String(notice.id)} name={group} className={styles.notice}>
            <summary className={styles.noticeSummary}>
              <span className={styles.noticeHead}>
                <span className={styles.noticeTitle}>{notice.title}</span>
                <time className={styles.noticeDate} dateTime={notice.created_at}>
                  {formatDateTime(notice.created_at, locale, timeZone)}
                </time>
              </span>
              <DownOutline aria-hidden="true" className={styles.noticeArrow} />
            </summary>
            <p className={styles.noticeBody}>{notice.body}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
