import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './countdown.module.css';

function left(until: string): number {
  return Math.max(0, new Date(until).getTime() - Date.now());
}

function clock(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const pad = (n: number) => String(n).padStart(2, '0');
  return hours > 0
    ? `${hours}:${pad(minutes % 60)}:${pad(seconds % 60)}`
    : `${pad(minutes)}:${pad(seconds % 60)}`;
}

/** Time left before an unpaid order is cancelled automatically; calls onEnd once when it runs out. */
export function Countdown({ until, onEnd }: { until: string; onEnd: () => void }) {
  const { t } = useTranslation();
  const [ms, setMs] = useState(() => left(until));
  useEffect(() => {
    setMs(left(until));
    const timer = window.setInterval(() => {
      const now = left(until);
      setMs(now);
      if (now === 0) {
        window.clearInterval(timer);
        onEnd();
      }
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until, onEnd]);
  return (
    <p className={styles.root}>
      {ms > 0 ? t('orders.detail.cancelsIn', { time: clock(ms) }) : t('orders.detail.expired')}
    </p>
  );
}
