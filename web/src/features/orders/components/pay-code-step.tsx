import { PAY_CODE_LENGTH } from '@crossbay/contract/account-limits';
import type { PayResult } from '@crossbay/contract/checkout';
import { Button } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { randomKey } from '#web/api/random-key.ts';
import { RequestError } from '#web/api/request-error.ts';
import { usePayOrders } from '#web/features/orders/api/use-pay-orders.ts';
import { PayCodeEntry } from '#web/ui/pay-code-entry.tsx';
import { showSuccess } from '#web/ui/toast.ts';
import paySheetStyles from './pay-sheet.module.css';
import { usePayRefusal } from './use-pay-refusal.ts';

type Props = { orderIds: number[]; onClose: () => void; onPaid: (result: PayResult) => void };

/** The payment code, then the payment; a lost answer can be retried with the same key. */
export function PayCodeStep({ orderIds, onClose, onPaid }: Props) {
  const { t } = useTranslation();
  const pay = usePayOrders();
  const explainRefusal = usePayRefusal();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [canRetry, setCanRetry] = useState(false);
  // One key per pay attempt: a retry after a lost answer reuses it, so the server never charges twice.
  const attempt = useRef(randomKey());

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
          if (error instanceof RequestError && error.kind === 'business') {
            // The server answered: that attempt is over, the next one gets a key of its own.
            attempt.current = randomKey();
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
    <>
      <PayCodeEntry
        label={t('orders.pay.enterCode')}
        value={code}
        onChange={(next) => {
          setProblem(null);
          setCode(next);
        }}
        onFill={submit}
        error={canRetry ? null : problem}
        focusAfterMs={350}
      />
      {pay.isPending ? (
        <p className={paySheetStyles.status} role="status">
          {t('orders.pay.paying')}
        </p>
      ) : null}
      {canRetry ? (
        <>
          <p className={paySheetStyles.problem} role="alert">
            {problem}
          </p>
          <Button block color="primary" onClick={() => submit(code)} loading={pay.isPending}>
            {t('orders.common.retry')}
          </Button>
        </>
      ) : null}
    </>
  );
}
