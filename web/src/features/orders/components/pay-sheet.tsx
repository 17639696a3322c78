import type { PayResult } from '@crossbay/contract/checkout';
import { Popup } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
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
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="pay-sheet"
      destroyOnClose
    >
      <section role="dialog" aria-modal="true" aria-labelledby="pay-sheet-title" className="pay-sheet__body">
        <header className="pay-sheet__header">
          <h2 id="pay-sheet-title" className="pay-sheet__title">
            {t('orders.pay.title')}
          </h2>
          <button
            type="button"
            className="pay-sheet__close"
            aria-label={t('orders.common.close')}
            onClick={onClose}
          >
            ×
          </button>
        </header>
        {visible ? <PayStep orderIds={orderIds} amount={amount} onClose={onClose} onPaid={onPaid} /> : null}
      </section>
    </Popup>
  );
}
