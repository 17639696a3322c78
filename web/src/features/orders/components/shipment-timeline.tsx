import type { ShipmentEvent } from '@crossbay/contract/tracking';
import { useTranslation } from 'react-i18next';
import { useDateText } from '#web/i18n/use-date-text.ts';
import styles from './shipment-timeline.module.css';

/** The courier's scans of a parcel, newest first, as a timeline: what, where, when, and its words. */
export function ShipmentTimeline({ scans }: { scans: ShipmentEvent[] }) {
  const { t } = useTranslation();
  const format = useDateText();
  return (
    <ol className={styles.root} aria-label={t('orders.tracking.title')}>
      {scans.map((scan, index) => (
        <li
          key={`${scan.at} ${scan.status} ${scan.place}`}
          className={index === 0 ? `${styles.scan} ${styles.latest}` : styles.scan}
        >
          <span className={styles.status}>{t(`orders.tracking.status.${scan.status}`)}</span>
          <span className={styles.place}>
            <bdi>{scan.place}</bdi>
          </span>
          {scan.text ? (
            <span className={styles.text}>
              <bdi>{scan.text}</bdi>
            </span>
          ) : null}
          <time className={styles.time} dateTime={scan.at}>
            {format(scan.at)}
          </time>
        </li>
      ))}
    </ol>
  );
}
