import { PAY_CODE_LENGTH } from '@crossbay/contract/account';
import type { PayResult } from '@crossbay/contract/checkout';
import { Button, NumberKeyboard, PasscodeInput, type PasscodeInputRef, Popup } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../api/request-error.ts';
import { Money } from '../../../ui/money.tsx';
import { showSuccess } from '../../../ui/toast.ts';
import { usePayOrders } from '../api/use-pay-orders.ts';
import { usePayRefusal } from './use-pay-flow.ts';

type Props = {
  visible: boolean;
  orderIds: number[];
  amount: string;
  onClose: () => void;
  onPaid: (result: PayResult) => void;
};

/** "Pay now": the amount and the 6-digit payment code on the app's own number keyboard. */
export function PaySheet({ visible, orderIds, amount, onClose, onPaid }: Props) {
  const { t } = useTranslation();
  const pay = usePayOrders();
  const explainRefusal = usePayRefusal();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [canRetry, setCanRetry] = useState(false);
  const input = useRef<PasscodeInputRef>(null);
  // One key per pay attempt: a retry after a lost answer reuses it, so the server never charges twice.
  const attempt = useRef<string>('');

  useEffect(() => {
    if (!visible) return;
    attempt.current = crypto.randomUUID();
    setCode('');
    setProblem(null);
    setCanRetry(false);
    // The number keyboard opens with the focus, once the sheet has slid in.
    const timer = window.setTimeout(() => input.current?.focus(), 350);
    return () => window.clearTimeout(timer);
  }, [visible]);

  const submit = (payCode: string) => {
    if (pay.isPending || payCode.length !== PAY_CODE_LENGTH) return;
    setProblem(null);
    setCanRetry(false);
    pay.mutate(
      { order_ids: orderIds, pay_password: payCode, idempotency_key: attempt.current },
      {
        onSuccess: (result) => {
          showSuccess(t('orders.pay.success'));
          onPaid(result);
        },
        onError: async (error) => {
          const answered = error instanceof RequestError && error.kind === 'business';
          if (answered) {
            // The server answered: that attempt is over, the next one gets a key of its own.
            attempt.current = crypto.randomUUID();
            setCode('');
          } else {
            setCanRetry(true);
          }
          setProblem(await explainRefusal(error, onClose));
        },
      },
    );
  };

  return (
    <Popup
      visible={visible}
      onMaskClick={pay.isPending ? undefined : onClose}
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
            disabled={pay.isPending}
          >
            ×
          </button>
        </header>
        <p className="pay-sheet__amount">
          <span className="visually-hidden">{t('orders.pay.amount')}</span>
          <Money amount={amount} />
        </p>
        <p className="pay-sheet__hint" id="pay-code-hint">
          {t('orders.pay.enterCode')}
        </p>
        <div className="pay-sheet__code">
          <PasscodeInput
            ref={input}
            length={PAY_CODE_LENGTH}
            value={code}
            onChange={setCode}
            onFill={submit}
            seperated
            error={problem !== null && !canRetry}
            aria-label={t('orders.pay.code')}
            aria-describedby="pay-code-hint"
            keyboard={<NumberKeyboard randomOrder={false} />}
          />
        </div>
        {pay.isPending ? (
          <p className="pay-sheet__status" role="status">
            {t('orders.pay.paying')}
          </p>
        ) : null}
        {problem ? (
          <p className="pay-sheet__problem" role="alert">
            {problem}
          </p>
        ) : null}
        {canRetry ? (
          <Button block color="primary" onClick={() => submit(code)} loading={pay.isPending}>
            {t('orders.common.retry')}
          </Button>
        ) : null}
      </section>
    </Popup>
  );
}
