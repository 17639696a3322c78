import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSetPayCode } from '#web/session/use-set-pay-code.ts';
import { PayCodeEntry } from '#web/ui/pay-code-entry.tsx';
import { showSuccess } from '#web/ui/toast.ts';
import paySheetStyles from './pay-sheet.module.css';

/**
 * spec §6: a missing payment code is told before anything is typed. The buyer sets it here, typed
 * twice, and the sheet goes on to the payment: nothing of the checkout is lost on the way.
 */
export function SetPayCodeStep() {
  const { t } = useTranslation();
  const save = useSetPayCode();
  const [first, setFirst] = useState<string | null>(null);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const filled = (code: string) => {
    if (first === null) {
      setFirst(code);
      setValue('');
      return;
    }
    if (code !== first) {
      setFirst(null);
      setValue('');
      setProblem(t('orders.pay.codesDiffer'));
      return;
    }
    // spec §5: the old payment code is left empty when setting it the first time.
    save.mutate(
      { old_pay_password: '', pay_password: first, repay_password: code },
      {
        onSuccess: () => showSuccess(t('orders.pay.codeSet')),
        onError: (error) => {
          setFirst(null);
          setValue('');
          setProblem(error.message);
        },
      },
    );
  };

  return (
    <div className={paySheetStyles.setup}>
      <p className={paySheetStyles.notice} role="status">
        <strong>{t('orders.pay.noCodeTitle')}</strong> {t('orders.pay.noCodeText')}
      </p>
      <PayCodeEntry
        key={first === null ? 'new' : 'repeat'}
        label={first === null ? t('orders.pay.newCode') : t('orders.pay.repeatCode')}
        value={value}
        onChange={(next) => {
          setProblem(null);
          setValue(next);
        }}
        onFill={filled}
        error={problem}
        focusAfterMs={350}
      />
      {save.isPending ? (
        <p className={paySheetStyles.status} role="status">
          {t('common.loading')}
        </p>
      ) : null}
    </div>
  );
}
