import type { PreviewAddress } from '@crossbay/contract/checkout';
import { EnvironmentOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Props = { address: PreviewAddress | null; onChange: () => void };

export function AddressCard({ address, onChange }: Props) {
  const { t } = useTranslation();
  if (!address) {
    return (
      <section className="card address-card address-card--missing" aria-label={t('orders.checkout.address')}>
        <EnvironmentOutline aria-hidden="true" className="address-card__icon" />
        <div className="address-card__body">
          <p>{t('orders.checkout.noAddress')}</p>
          <Link to="/addressForm" className="address-card__add">
            {t('orders.checkout.addAddress')}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="card address-card" aria-label={t('orders.checkout.address')}>
      <button type="button" className="address-card__change" onClick={onChange}>
        <EnvironmentOutline aria-hidden="true" className="address-card__icon" />
        <span className="address-card__body">
          <span className="address-card__who">
            {address.addressee} · <bdi>{address.mobile}</bdi>
          </span>
          <span className="address-card__where">
            {address.area} {address.detail}
          </span>
        </span>
        <span className="visually-hidden">{t('orders.checkout.changeAddress')}</span>
        <RightOutline aria-hidden="true" className="address-card__arrow" />
      </button>
    </section>
  );
}
