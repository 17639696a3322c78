import type { PayResult } from '@crossbay/contract/checkout';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '#web/ui/bottom-sheet.tsx';
import { PayStep } from './pay-step.tsx';

type Props = {
  visible: boolean;
  orderIds: number[];
  amount: string;
  onClose: () => void;
  onPaid: (result: PayResult) => void;
};

/**
 * "Pay now": the amount and the balance first, then the 6-digit payment code on the app's own number
 * keyboard. A buyer without a payment code sets one right here and goes on paying.
 */
export function PaySheet({ visible, orderIds, amount, onClose, onPaid }: Props) {
  const { t } = useTranslation();
  return (
    <BottomSheet visible={visible} title={t('orders.pay.title')} onClose={onClose} fit="keyboard">
      {visible ? <PayStep orderIds={orderIds} amount={amount} onClose={onClose} onPaid={onPaid} /> : null}
    </BottomSheet>
  );
}
