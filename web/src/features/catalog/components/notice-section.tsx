import type { HomeBoard } from '@crossbay/contract/catalog';
import { isLocale } from '@crossbay/contract/locales';
import { Collapse } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { browserTimeZone, formatDateTime } from '../../../i18n/format-date.ts';

type Notice = HomeBoard['notices'][number];

/** Platform notices: titles with their dates; a tap opens the full text. */
export function NoticeSection({ notices }: { notices: Notice[] }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  if (notices.length === 0) return null;
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  return (
    <section className="home-section notice-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="home-section__title">
        <SoundOutline aria-hidden="true" /> {t('catalog.home.notices')}
      </h2>
      <Collapse accordion>
        {notices.map((notice) => (
          <Collapse.Panel
            key={String(notice.id)}
            title={
              <span className="notice__head">
                <span className="notice__title">{notice.title}</span>
                <time className="notice__date" dateTime={notice.created_at}>
                  {formatDateTime(notice.created_at, locale, browserTimeZone())}
                </time>
              </span>
            }
          >
            <p className="notice__body">{notice.body}</p>
          </Collapse.Panel>
        ))}
      </Collapse>
    </section>
  );
}
