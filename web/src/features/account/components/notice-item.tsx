import { noticeTargetPath } from '@crossbay/contract/notice-paths';
import type { Notice } from '@crossbay/contract/notices';
import { Badge } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLanguage } from '#web/i18n/current-language.ts';
import { browserTimeZone, formatDateTime } from '#web/i18n/format-date.ts';
import styles from './notice-item.module.css';

type Props = { notice: Notice; onOpen: () => void };

// Something done to the account's security (a new device's login, a password changed): if it was not the buyer,
// the notice leads to the password reset.
const SECURITY_KIND = 'security';

/**
 * One notice: its title and time. A notice about something (an order, a refund…) is a link to its screen, with
 * its text beneath; an announcement opens in place. Either way opening it marks it read.
 */
export function NoticeItem({ notice, onOpen }: Props) {
  const { t } = useTranslation();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const markRead = () => {
    if (!notice.read) onOpen();
  };
  const heading = (
    <>
      <span className={styles.title}>
        {notice.read ? null : (
          <>
            <Badge content={Badge.dot} />
            <span className="visually-hidden">{t('accountScreens.notice.unread')}: </span>
          </>
        )}
        <bdi>{notice.title}</bdi>
      </span>
      <time className={styles.time} dateTime={notice.created_at}>
        {formatDateTime(notice.created_at, currentLanguage(), browserTimeZone())}
      </time>
    </>
  );
  return (
    <li className={notice.read ? styles.root : `${styles.root} ${styles.unread}`}>
      {notice.target ? (
        <Link
          className={`${styles.head} ${styles.link}`}
          to={noticeTargetPath(notice.target)}
          onClick={markRead}
        >
          {heading}
          <span className={styles.preview} dir="auto">
            {notice.body}
          </span>
          <RightOutline aria-hidden="true" className={`${styles.chevron} flip-rtl`} />
        </Link>
      ) : (
        <>
          <button
            type="button"
            className={styles.head}
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => {
              setOpen((shown) => !shown);
              markRead();
            }}
          >
            {heading}
          </button>
          <div id={bodyId} hidden={!open}>
            <p className={styles.body} dir="auto">
              {notice.body}
            </p>
            {notice.kind === SECURITY_KIND ? (
              <Link className={styles.notMe} to="/forgotPassword">
                {t('accountScreens.notice.notMe')}
              </Link>
            ) : null}
          </div>
        </>
      )}
    </li>
  );
}
