import { EMAIL_CODE_LENGTH } from '@crossbay/contract/account-limits';
import { Button, Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '#web/ui/toast.ts';
import { useEmailCodeSender } from '#web/ui/use-email-code-sender.ts';
import styles from './email-code-field.module.css';

type Props = { value?: string; onChange?: (code: string) => void; email: string | null; label: string };

export function EmailCodeField({ value, onChange, email, label }: Props) {
  const { t } = useTranslation();
  const send = useEmailCodeSender('withdraw', `withdraw:${email ?? ''}`);
  const { secondsLeft } = send;

  const request = () => {
    if (!email) return;
    send.sendTo(email, () => showSuccess(t('wallet.withdraw.codeSent', { email })));
  };

  return (
    <div className={styles.root}>
      <Input
        aria-label={label}
        value={value ?? ''}
        onChange={(text) => onChange?.(text.replace(/\D/g, '').slice(0, EMAIL_CODE_LENGTH))}
        inputMode="numeric"
        autoComplete="one-time-code"
        placeholder={t('wallet.withdraw.emailCodePlaceholder')}
        maxLength={EMAIL_CODE_LENGTH}
      />
      <Button
        size="small"
        color="primary"
        fill="outline"
        disabled={!email || secondsLeft > 0}
        loading={send.isPending}
        onClick={request}
      >
        {secondsLeft > 0
          ? t('wallet.withdraw.resendIn', { seconds: secondsLeft })
          : t('wallet.withdraw.sendCode')}
      </Button>
    </div>
  );
}
