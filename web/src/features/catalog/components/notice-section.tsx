import type { HomeBoard } from '@crossbay/contract/catalog';
import { isLocale } from '@crossbay/contract/locales';
import { DownOutline, SoundOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { browserTimeZone, formatDateTime } from '../../../i18n/format-date.ts';

type Notice = HomeBoard['notices'][number];

/**
 * Platform notices: titles with their dates; a tap opens the full text. Native disclosure elements sharing a
 * name, so one is open at a time (an accordion) with no script or animation library in the first load.
 */
export function NoticeSection({ notices }: { notices: Notice[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const group = useId();
  if (notices.length === 0) return null;
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  return (
    <section className="home-section notice-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-section__title">
        <SoundOutline aria-hidden="true" /> {t('catalog.home.notices')}
      </h2>
      <div className="notice-list">
        {notices.map((notice) => (
          <details key={String(notice.id)} name={group} className="notice">
            <summary className="notice__summary">
              <span className="notice__head">
                <span className="notice__title">{notice.title}</span>
                <time className="notice__date" dateTime={notice.created_at}>
                  {formatDateTime(notice.created_at, locale, browserTimeZone())}
                </time>
              </span>
              <DownOutline aria-hidden="true" className="notice__arrow" />
            </summary>
            <p className="notice__body">{notice.body}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
