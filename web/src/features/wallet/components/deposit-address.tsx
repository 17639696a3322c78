import type { BlockchainNetwork } from '@crossbay/contract/platform';
import { useTranslation } from 'react-i18next';
import { Money } from '#web/ui/money.tsx';
import { CopyButton } from './copy-button.tsx';
import styles from './deposit-address.module.css';
import { QrCode } from './qr-code.tsx';
import walletDetailStyles from './wallet-detail.module.css';

/** The platform's deposit address of one network: QR code, the address to copy, the minimum. */
export function DepositAddress({ network }: { network: BlockchainNetwork }) {
  const { t } = useTranslation();
  return (
    <section className={styles.root} aria-label={t('wallet.recharge.depositTo', { network: network.name })}>
      <h2 className={styles.title}>{t('wallet.recharge.depositTo', { network: network.name })}</h2>
      <QrCode
        text={network.deposit_address}
        label={t('wallet.recharge.qrLabel', { network: network.name })}
      />
      <p className={walletDetailStyles.mono} dir="ltr">
        {network.deposit_address}
      </p>
      <CopyButton
        text={network.deposit_address}
        label={t('wallet.copyField', { field: t('wallet.recharge.depositTo', { network: network.name }) })}
      />
      <p className={styles.min}>
        {t('wallet.recharge.minimum')} <Money amount={network.min_amount} />
      </p>
    </section>
  );
}
