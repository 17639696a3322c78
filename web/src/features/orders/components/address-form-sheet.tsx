import type { Address } from '@crossbay/contract/address';
import { useTranslation } from 'react-i18next';
import bottomSheetStyles from '#web/ui/bottom-sheet.module.css';
import { BottomSheet } from '#web/ui/bottom-sheet.tsx';
import { lazyWhenIdle, OnceOpened } from '#web/ui/opened-later.tsx';

// The form brings every country's rules and names (issue 36): fetched when the checkout is idle, not with it.
const AddressForm = lazyWhenIdle(
  async () => (await import('#web/ui/address-form/address-form.tsx')).AddressForm,
);

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
      <OnceOpened open={visible}>
        <AddressForm onSaved={onSaved} />
      </OnceOpened>
    </BottomSheet>
  );
}
