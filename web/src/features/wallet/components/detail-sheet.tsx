import { Button } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogPopup } from '#web/ui/dialog-popup.tsx';
import styles from './detail-sheet.module.css';
import walletDetailStyles from './wallet-detail.module.css';

type Props = { open: boolean; title: string; onClose: () => void; children: ReactNode };

/** The detail of one record, in a sheet from the bottom. */
export function DetailSheet({ open, title, onClose, children }: Props) {
  const { t } = useTranslation();
  return (
    <DialogPopup
      visible={open}
      onClose={onClose}
      destroyOnClose
      bodyClassName={styles.root}
      bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12 }}
      aria-label={title}
    >
      <h2 className={styles.title}>{title}</h2>
      {children}
      <Button block onClick={onClose}>
        {t('wallet.close')}
      </Button>
    </DialogPopup>
  );
}

/** One label and value of a detail sheet. */
export function DetailRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={walletDetailStyles.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
