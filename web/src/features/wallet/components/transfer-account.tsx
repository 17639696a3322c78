import type { TransferAccount as Account } from '@crossbay/contract/transfer-account';
import { useTranslation } from 'react-i18next';
import { CopyButton } from './copy-button.tsx';
import styles from './transfer-account.module.css';
import walletCardStyles from './wallet-card.module.css';

type Field = {
  label: string;
  /** What the buyer copies into their bank's form: compact, as the bank expects it. */
  value: string;
  /** How it is shown: an IBAN in groups of four, as banks print it. */
  shown?: string;
  /** Numbers and codes read left to right inside Arabic; names keep their own direction. */
  code?: boolean;
};

const inFours = (text: string) => text.replace(/(.{4})(?=.)/g, '$1 ');

/** Where to send a manual transfer: each field of the platform's account with a copy button, and the reference. */
export function TransferAccount({ account, reference }: { account: Account; reference: string }) {
  const { t } = useTranslation();
  const fields: Field[] = [
    { label: t('wallet.bankName'), value: account.bank_name },
    { label: t('wallet.recharge.accountHolder'), value: account.holder },
    { label: t('wallet.recharge.accountNumber'), value: account.account_number, code: true },
    { label: t('wallet.recharge.iban'), value: account.iban, shown: inFours(account.iban), code: true },
    { label: t('wallet.recharge.swift'), value: account.swift, code: true },
  ];
  return (
    <section className={walletCardStyles.root} aria-labelledby="wallet-transfer-title">
      <h2 id="wallet-transfer-title" className={walletCardStyles.title}>
        {t('wallet.recharge.card')}
      </h2>
      <p className={styles.steps}>{t('wallet.recharge.transferInstruction')}</p>
      <dl className={styles.fields}>
        {fields
          .filter((f) => f.value !== '')
          .map((f) => (
            <TransferField key={f.label} field={f} />
          ))}
        <TransferField
          reference
          field={{
            label: t('wallet.recharge.reference'),
            value: reference,
            code: true,
          }}
        />
      </dl>
    </section>
  );
}

function TransferField({ field, reference = false }: { field: Field; reference?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={reference ? `${styles.field} ${styles.fieldReference}` : styles.field}>
      <dt>{field.label}</dt>
      <dd>
        <bdi
          dir={field.code ? 'ltr' : undefined}
          className={field.code ? `${styles.value} ${styles.valueCode}` : styles.value}
        >
          {field.shown ?? field.value}
        </bdi>
        <CopyButton text={field.value} label={t('wallet.copyField', { field: field.label })} />
      </dd>
    </div>
  );
}
