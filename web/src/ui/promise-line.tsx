import { type DeliveryPromise, formatPromise } from '@crossbay/contract/delivery-window';
import { useTranslation } from 'react-i18next';
import { useIntlLocale } from '#web/i18n/use-intl-locale.ts';
import styles from './promise-line.module.css';

type Props = ({ promise: DeliveryPromise } | { latest: string }) & { className?: string };

/**
 * "Arrives 3–7 Dec" (a window, in local days of the buyer's zone) or "Arrives by 7 Dec" (an order's promised
 * latest day), in the buyer's language.
 */
export function PromiseLine(props: Props) {
  const { t } = useTranslation();
  const tag = useIntlLocale();
  const text =
    'latest' in props
      ? t('promise.by', { date: formatPromise({ earliest: props.latest, latest: props.latest }, tag) })
      : t('promise.arrives', { range: formatPromise(props.promise, tag) });
  return <p className={props.className ? `${styles.root} ${props.className}` : styles.root}>{text}</p>;
}
