import type { Address } from '@crossbay/contract/address';
import { Button, Tag } from 'antd-mobile';
import { EditSOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTagLabel } from '#web/ui/address-form/tag-field.tsx';
import { AddressLines } from '#web/ui/address-lines.tsx';
import iconButtonStyles from '#web/ui/icon-button.module.css';
import styles from './address-card.module.css';

type Props = { address: Address; onMakeDefault: () => void; busy: boolean };

export function AddressCard({ address, onMakeDefault, busy }: Props) {
  const { t } = useTranslation();
  const tagLabel = useTagLabel();
  const headingId = `address-${address.id}`;
  return (
    <article className={styles.root} aria-labelledby={headingId}>
      <header className={styles.head}>
        <h3 id={headingId} className={styles.name}>
          {address.addressee}
        </h3>
        <span className={styles.phone} dir="ltr">
          {address.mobile}
        </span>
      </header>
      <p className={styles.lines}>
        <AddressLines lines={address.lines} />
      </p>
      <footer className={styles.foot}>
        <span className={styles.tags}>
          {address.is_default ? <Tag color="primary">{t('accountScreens.address.default')}</Tag> : null}
          <Tag color="default" fill="outline">
            {tagLabel(address.tag)}
          </Tag>
        </span>
        {address.is_default ? null : (
          <Button size="mini" fill="outline" color="primary" loading={busy} onClick={onMakeDefault}>
            {t('accountScreens.address.setDefault')}
            <span className="visually-hidden">: {address.addressee}</span>
          </Button>
        )}
        <Link
          className={iconButtonStyles.root}
          to={`/addressForm/${address.id}`}
          aria-label={t('accountScreens.address.editNamed', { name: address.addressee })}
        >
          <EditSOutline aria-hidden="true" />
        </Link>
      </footer>
    </article>
  );
}
