import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCloseAccount } from '#web/features/account/api/use-close-account.ts';
import { PayCodeEntry } from '#web/ui/pay-code-entry.tsx';
import screenStyles from '#web/ui/screen.module.css';
import { showSuccess } from '#web/ui/toast.ts';
import accountFormScreenStyles from './account-form-screen.module.css';

/**
 * Security › Close my account: what closing keeps and erases, then the payment code. The server refuses while
 * money or orders are open and says what to settle; that answer is shown as the code's error.
 */
export function CloseAccountScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const close = useCloseAccount();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();

  const submit = (value: string) =>
    close.mutate(
      { pay_password: value },
      {
        onSuccess: () => {
          showSuccess(t('accountScreens.privacy.closed'));
          void navigate('/login', { replace: true });
        },
        onError: (failure) => {
          setError(failure.message);
          setCode('');
        },
      },
    );

  return (
    <main className={screenStyles.root}>
      <p className={accountFormScreenStyles.hint}>{t('accountScreens.privacy.closeHint')}</p>
      <p className={accountFormScreenStyles.hint}>{t('accountScreens.privacy.closeKept')}</p>
      <PayCodeEntry
        label={t('accountScreens.privacy.closeCode')}
        value={code}
        onChange={(value) => {
          setError(undefined);
          setCode(value.replace(/\D/g, ''));
        }}
        onFill={submit}
        error={error}
      />
      {close.isPending ? <p role="status">{t('common.loading')}</p> : null}
    </main>
  );
}
