import { ClockCircleOutline, MailOutline, PhonebookOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { browserTimeZone } from '../../../i18n/format-date.ts';
import { useIntlLocale } from '../../../i18n/use-intl-locale.ts';
import { PageSkeleton } from '../../../ui/page-skeleton.tsx';
import { usePlatformInfo } from '../api/use-platform-info.ts';
import { LoadFailed } from '../components/load-failed.tsx';
import { MenuList } from '../components/menu-list.tsx';
import { localSupportHours } from '../components/support-hours.ts';
import '../account-screens.css';

export function ServiceScreen() {
  const { t } = useTranslation();
  const intlLocale = useIntlLocale();
  const platform = usePlatformInfo();
  if (platform.isPending) return <PageSkeleton label={t('common.loading')} />;
  if (platform.isError) {
    return <LoadFailed retry={() => void platform.refetch()} retrying={platform.isFetching} />;
  }
  const { support_email, support_phone, support_hours } = platform.data;
  const timeZone = browserTimeZone();
  const hours = localSupportHours(support_hours, intlLocale, timeZone);
  return (
    <main className="screen info-screen">
      <p className="account-form-screen__hint">{t('accountScreens.service.intro')}</p>
      <ul className="contact-list">
        <li className="contact-list__item">
          <MailOutline className="contact-list__icon" aria-hidden="true" />
          <span className="contact-list__label">{t('accountScreens.service.email')}</span>
          <a href={`mailto:${support_email}`} dir="ltr">
            {support_email}
          </a>
        </li>
        <li className="contact-list__item">
          <PhonebookOutline className="contact-list__icon" aria-hidden="true" />
          <span className="contact-list__label">{t('accountScreens.service.phone')}</span>
          <a href={`tel:${support_phone.replace(/[^\d+]/g, '')}`} dir="ltr">
            {support_phone}
          </a>
        </li>
        <li className="contact-list__item">
          <ClockCircleOutline className="contact-list__icon" aria-hidden="true" />
          <span className="contact-list__label">{t('accountScreens.service.hours')}</span>
          <span>
            {t('accountScreens.service.hoursValue', { from: hours.from, to: hours.to })}
            <small className="contact-list__zone">
              {t('accountScreens.service.zone', { zone: timeZone })}
            </small>
          </span>
        </li>
      </ul>
      <MenuList
        entries={[
          { to: '/helpAndSupport', label: t('accountScreens.menu.help') },
          { to: '/platformComplaint', label: t('accountScreens.menu.suggestion') },
        ]}
      />
    </main>
  );
}
