import { formatCents, parseCents } from '@crossbay/contract/cents';
import type { PayResult } from '@crossbay/contract/checkout';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUserInfo } from '#web/session/use-user-info.ts';
import { Money } from '#web/ui/money.tsx';
import { topUpForPath } from '#web/ui/top-up-for.ts';
import { PayCodeStep } from './pay-code-step.tsx';
import paySheetStyles from './pay-sheet.module.css';
import { SetPayCodeStep } from './set-pay-code-step.tsx';

type Props = {
  orderIds: number[];
  amount: string;
  onClose: () => void;
  onPaid: (result: PayResult) => void;
};

/** What the pay sheet holds once open: what is asked and what the buyer has, then the right next step. */
export function PayStep({ orderIds, amount, onClose, onPaid }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUserInfo();
  const balance = user.data?.balance;
  const missing = balance === undefined ? 0 : (parseCents(amount) ?? 0) - (parseCents(balance) ?? 0);
  const short = missing > 0;

  return (
    <>
      <p className={paySheetStyles.amount}>
        <span className="visually-hidden">{t('orders.pay.amount')}</span>
        <Money amount={amount} />
      </p>
      <p className={paySheetStyles.balance}>
        {t('orders.pay.balance')}{' '}
        {balance === undefined ? <span aria-busy="true">…</span> : <Money amount={balance} />}
      </p>
      {user.data === undefined ? (
        <p className={paySheetStyles.status} role="status">
          {t('common.loading')}
        </p>
      ) : !user.data.has_pay_code ? (
        <SetPayCodeStep />
      ) : short ? (
        <div className={paySheetStyles.short}>
          <p className={paySheetStyles.problem} role="alert">
            {t('orders.pay.lowBalanceText')}
          </p>
          <Button
            block
            color="primary"
            onClick={() => {
              onClose();
              void navigate(topUpForPath({ total: amount, short: formatCents(missing), orders: orderIds }));
            }}
          >
            {t('orders.pay.recharge')}
          </Button>
        </div>
      ) : (
        <PayCodeStep orderIds={orderIds} onClose={onClose} onPaid={onPaid} />
      )}
    </>
  );
}
