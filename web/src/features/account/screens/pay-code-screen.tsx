import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerifyPayCode } from '#web/features/account/api/use-verify-pay-code.ts';
import { useSetPayCode } from '#web/session/use-set-pay-code.ts';
import { useUserInfo } from '#web/session/use-user-info.ts';
import { PageSkeleton } from '#web/ui/page-skeleton.tsx';
import { PayCodeEntry } from '#web/ui/pay-code-entry.tsx';
import screenStyles from '#web/ui/screen.module.css';
import { showSuccess } from '#web/ui/toast.ts';
import { useGoBack } from '#web/ui/use-go-back.ts';
import accountFormScreenStyles from './account-form-screen.module.css';
import styles from './pay-code-screen.module.css';

type Step = 'old' | 'new' | 'repeat';

/** /changePayPwd: set the payment code, or change it (the old one first). */
export function PayCodeScreen() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const user = useUserInfo();
  const save = useSetPayCode();
  const verify = useVerifyPayCode();
  const [step, setStep] = useState<Step | null>(null);
  const [codes, setCodes] = useState({ old: '', new: '', repeat: '' });
  const [error, setError] = useState<string>();

  if (!user.data) return <PageSkeleton label={t('common.loading')} />;
  const changing = user.data.has_pay_code;
  const current: Step = step ?? (changing ? 'old' : 'new');

  const type = (value: string) => {
    setError(undefined);
    setCodes((all) => ({ ...all, [current]: value.replace(/\D/g, '') }));
  };
  const restart = (message: string) => {
    setError(message);
    setCodes({ old: '', new: '', repeat: '' });
    setStep(changing ? 'old' : 'new');
  };
  const submit = (repeat: string) => {
    if (repeat !== codes.new) {
      setCodes((all) => ({ ...all, repeat: '' }));
      setError(t('validation.payCodesDiffer'));
      return;
    }
    // spec §5: the old payment code is left empty when setting it the first time.
    save.mutate(
      { old_pay_password: changing ? codes.old : '', pay_password: codes.new, repay_password: repeat },
      {
        onSuccess: () => {
          showSuccess(t(changing ? 'accountScreens.payCode.changed' : 'accountScreens.payCode.set'));
          goBack();
        },
        onError: (failure) => restart(failure.message),
      },
    );
  };
  const filled = (value: string) => {
    if (current === 'old') {
      // The current code is checked before a new one is typed twice (and counts towards the lock-out).
      verify.mutate(
        { pay_password: value },
        { onSuccess: () => setStep('new'), onError: (failure) => restart(failure.message) },
      );
    } else if (current === 'new') setStep('repeat');
    else submit(value);
  };

  const labels: Record<Step, string> = {
    old: t('accountScreens.payCode.old'),
    new: t(changing ? 'accountScreens.payCode.new' : 'accountScreens.payCode.first'),
    repeat: t('accountScreens.payCode.repeat'),
  };

  return (
    <main className={`${screenStyles.root} ${styles.root}`}>
      <h2 className={accountFormScreenStyles.heading}>
        {t(changing ? 'accountScreens.payCode.changeHeading' : 'accountScreens.payCode.setHeading')}
      </h2>
      <p className={accountFormScreenStyles.hint}>{t('accountScreens.payCode.hint')}</p>
      <PayCodeEntry
        key={current}
        label={labels[current]}
        value={codes[current]}
        onChange={type}
        onFill={filled}
        error={error}
      />
      {save.isPending || verify.isPending ? <p role="status">{t('common.loading')}</p> : null}
      {current !== (changing ? 'old' : 'new') ? (
        <Button fill="none" color="primary" onClick={() => restart('')}>
          {t('accountScreens.payCode.startOver')}
        </Button>
      ) : null}
    </main>
  );
}
