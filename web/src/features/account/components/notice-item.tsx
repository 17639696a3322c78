import type { Notice } from '@crossbay/contract/notices';
import { Badge } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '#web/i18n/current-language.ts';
import { browserTimeZone, formatDateTime } from '#web/i18n/format-date.ts';
import styles from './notice-item.module.css';

type Props = { notice: Notice; onOpen: () => void };

/** One notice: its title and time; opening it shows the text and marks it read. */
export function NoticeItem({ notice, onOpen }: Props) {
  const { t } = useTranslation();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const toggle = () => {
    setOpen((shown) => !shown);
    if (!notice.read) onOpen();
  };
  return (
    <li className={notice.read ? styles.root : `${styles.root} ${styles.unread}`}>
      <button
        type="button"
        className={styles.head}
        aria-expanded={open}
        aria-controls={bodyId}
        onClick={toggle}
      >
        <span className={styles.title}>
          {notice.read ? null : (
            <>
              <Badge content={Badge.dot} />
              <span className="visually-hidden">{t('accountScreens.notice.unread')}: </span>
            </>
          )}
          {notice.title}
        </span>
        <time className={styles.time} dateTime={notice.created_at}>
          {formatDateTime(notice.created_at, currentLanguage(), browserTimeZone())}
        </time>
      </button>
      <p id={bodyId} className={styles.body} hidden={!open}>
        {notice.body}
      </p>
    </li>
  );
}
