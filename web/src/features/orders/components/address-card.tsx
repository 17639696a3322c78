import type { PreviewAddress } from '@crossbay/contract/checkout';
import { Button } from 'antd-mobile';
import { EnvironmentOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { AddressLines } from '#web/ui/address-lines.tsx';
import styles from './address-card.module.css';
import cardStyles from './card.module.css';

type Props = { address: PreviewAddress | null; onChange: () => void; onAdd: () => void };

/** Where the goods go: the chosen address (tap to choose another), or a way to add the first one. */
export function AddressCard({ address, onChange, onAdd }: Props) {
  const { t } = useTranslation();
  if (!address) {
    return (
      <section
        className={`${cardStyles.root} ${styles.root} ${styles.missing}`}
        aria-label={t('orders.checkout.address')}
      >
        <EnvironmentOutline aria-hidden="true" className={styles.icon} />
        <div className={styles.body}>
          <p>{t('orders.checkout.noAddress')}</p>
          <Button size="small" color="primary" fill="outline" className={styles.add} onClick={onAdd}>
            {t('orders.checkout.addAddress')}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <section className={`${cardStyles.root} ${styles.root}`} aria-label={t('orders.checkout.address')}>
      <button type="button" className={styles.change} onClick={onChange}>
        <EnvironmentOutline aria-hidden="true" className={styles.icon} />
        <span className={styles.body}>
          <span className={styles.who}>
            {address.addressee} · <bdi>{address.mobile}</bdi>
          </span>
          <AddressLines lines={address.lines} className={styles.where} />
        </span>
        <span className="visually-hidden">{t('orders.checkout.changeAddress')}</span>
        <RightOutline aria-hidden="true" className={styles.arrow} />
      </button>
    </section>
  );
}
