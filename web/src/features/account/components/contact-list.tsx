import type { PlatformInfo } from '@crossbay/contract/platform';
import { ClockCircleOutline, MailOutline, PhonebookOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { browserTimeZone } from '#web/i18n/format-date.ts';
import { useIntlLocale } from '#web/i18n/use-intl-locale.ts';
import styles from './contact-list.module.css';
import { localSupportHours } from './support-hours.ts';

type Props = { platform: Pick<PlatformInfo, 'support_email' | 'support_phone' | 'support_hours'> };

/** The platform's email, phone and opening hours (in the buyer's own time zone). */
export function ContactList({ platform }: Props) {
  const { t } = useTranslation();
  const intlLocale = useIntlLocale();
  const { support_email, support_phone, support_hours } = platform;
  const timeZone = browserTimeZone();
  const hours = localSupportHours(support_hours, intlLocale, timeZone);
  return (
    <ul className={styles.root}>
      <li className={styles.item}>
        <MailOutline className={styles.icon} aria-hidden="true" />
        <span className={styles.label}>{t('accountScreens.service.email')}</span>
        <a href={`mailto:${support_email}`} dir="ltr">
          {support_email}
        </a>
      </li>
      <li className={styles.item}>
        <PhonebookOutline className={styles.icon} aria-hidden="true" />
        <span className={styles.label}>{t('accountScreens.service.phone')}</span>
        <a href={`tel:${support_phone.replace(/[^\d+]/g, '')}`} dir="ltr">
          {support_phone}
        </a>
      </li>
      <li className={styles.item}>
        <ClockCircleOutline className={styles.icon} aria-hidden="true" />
        <span className={styles.label}>{t('accountScreens.service.hours')}</span>
        <span>
          {t('accountScreens.service.hoursValue', { from: hours.from, to: hours.to })}
          <small className={styles.zone}>{t('accountScreens.service.zone', { zone: timeZone })}</small>
        </span>
      </li>
    </ul>
  );
}
