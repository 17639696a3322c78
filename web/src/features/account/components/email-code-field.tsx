import { EMAIL_CODE_LENGTH, EmailCode, type EmsEvent } from '@crossbay/contract/account';
import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ClearableInput } from '#web/ui/clearable-input.tsx';
import { showSuccess } from '#web/ui/toast.ts';
import { useEmailCodeSender } from '#web/ui/use-email-code-sender.ts';
import { useScreenRules } from './use-screen-rules.ts';

const OPTIONAL_CODE = z.union([EmailCode, z.literal('')]);

type FormInstance = ReturnType<typeof Form.useForm>[0];

type Props = {
  form: FormInstance;
  event: EmsEvent;
  /** Whether the code must be filled in (registration makes it configurable). */
  required?: boolean;
  label: string;
};

/** The email verification code with its send button and resend countdown. */
export function EmailCodeField({ form, event, required = true, label }: Props) {
  const { t } = useTranslation();
  const rules = useScreenRules();
  const send = useEmailCodeSender(event);
  const left = send.secondsLeft;

  const sendCode = async () => {
    try {
      await form.validateFields(['email']);
    } catch {
      return; // the email field shows what is wrong with it
    }
    const email = String(form.getFieldValue('email') ?? '').trim();
    send.sendTo(email, () => showSuccess(t('accountScreens.code.sent')));
  };

  return (
    <Form.Item
      name="email_code"
      label={label}
      rules={[rules.schema(required ? EmailCode : OPTIONAL_CODE)]}
      extra={
        <Button
          size="small"
          color="primary"
          fill="outline"
          loading={send.isPending}
          disabled={left > 0}
          onClick={() => void sendCode()}
        >
          {left > 0 ? t('accountScreens.code.resendIn', { seconds: left }) : t('accountScreens.code.send')}
        </Button>
      }
    >
      <ClearableInput
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={EMAIL_CODE_LENGTH}
        placeholder={t('accountScreens.code.placeholder')}
      />
    </Form.Item>
  );
}
