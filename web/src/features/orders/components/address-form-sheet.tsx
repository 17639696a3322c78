import type { Address } from '@crossbay/contract/address';
import { useTranslation } from 'react-i18next';
import { AddressForm } from '#web/ui/address-form/address-form.tsx';
import bottomSheetStyles from '#web/ui/bottom-sheet.module.css';
import { BottomSheet } from '#web/ui/bottom-sheet.tsx';

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
    <BottomSheet visible={visible} title={t('orders.checkout.addAddress')} onClose={onClose} fit="form">
      {problem ? (
        <p className={bottomSheetStyles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <AddressForm onSaved={onSaved} />
    </BottomSheet>
  );
}
