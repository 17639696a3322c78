import type { Address } from '@crossbay/contract/address';
import { Popup } from 'antd-mobile';
import { CloseOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { AddressForm } from '../../../ui/address-form/address-form.tsx';

type Props = {
  visible: boolean;
  /** Why the sheet opened by itself (Submit with no address): the broken rule, said in the sheet. */
  problem: string | null;
  onSaved: (address: Address) => void;
  onClose: () => void;
};

/** A new shipping address, added without leaving checkout; the order goes to it once it is saved. */
export function AddressFormSheet({ visible, problem, onSaved, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="sheet"
      destroyOnClose
    >
      <section
        role="dialog"
        aria-modal="true"
        aria-labelledby="address-form-title"
        className="sheet__body sheet__body--form"
      >
        <header className="sheet__header">
          <h2 id="address-form-title" className="sheet__title">
            {t('orders.checkout.addAddress')}
          </h2>
          <button
            type="button"
            className="sheet__close"
            aria-label={t('orders.common.close')}
            onClick={onClose}
          >
            <CloseOutline aria-hidden="true" />
          </button>
        </header>
        {problem ? (
          <p className="sheet__problem" role="alert">
            {problem}
          </p>
        ) : null}
        <AddressForm onSaved={onSaved} />
      </section>
    </Popup>
  );
}
