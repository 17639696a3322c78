import { carrierOf } from '@crossbay/contract/carriers';
import { useTranslation } from 'react-i18next';
import styles from './carrier-link.module.css';

/** The courier's own tracking page for the parcel, when the shop shipped with a courier we know. */
export function CarrierLink({ company, tracking }: { company: string; tracking: string }) {
  const { t } = useTranslation();
  const carrier = carrierOf(company);
  if (!carrier) return null;
  return (
    <a className={styles.root} href={carrier.trackingUrl(tracking)} target="_blank" rel="noopener noreferrer">
      {t('orders.tracking.onCarrierSite', { carrier: carrier.name })}
    </a>
  );
}
