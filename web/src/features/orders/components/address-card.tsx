import type { PreviewAddress } from '@crossbay/contract/checkout';
import { Button } from 'antd-mobile';
import { EnvironmentOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

type Props = { address: PreviewAddress | null; onChange: () => void; onAdd: () => void };

/** Where the goods go: the chosen address (tap to choose another), or a way to add the first one. */
export function AddressCard({ address, onChange, onAdd }: Props) {
  const { t } = useTranslation();
  if (!address) {
    return (
      <section className="card ship-to ship-to--missing" aria-label={t('orders.checkout.address')}>
        <EnvironmentOutline aria-hidden="true" className="ship-to__icon" />
        <div className="ship-to__body">
          <p>{t('orders.checkout.noAddress')}</p>
          <Button size="small" color="primary" fill="outline" className="ship-to__add" onClick={onAdd}>
            {t('orders.checkout.addAddress')}
          </Button>
        </div>
      </section>
    );
  }
  return (
    <section className="card ship-to" aria-label={t('orders.checkout.address')}>
      <button type="button" className="ship-to__change" onClick={onChange}>
        <EnvironmentOutline aria-hidden="true" className="ship-to__icon" />
        <span className="ship-to__body">
          <span className="ship-to__who">
            {address.addressee} · <bdi>{address.mobile}</bdi>
          </span>
          <span className="ship-to__where">
            {address.area} {address.detail}
          </span>
        </span>
        <span className="visually-hidden">{t('orders.checkout.changeAddress')}</span>
        <RightOutline aria-hidden="true" className="ship-to__arrow" />
      </button>
    </section>
  );
}
