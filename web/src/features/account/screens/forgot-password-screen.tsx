import { Email, type ResetPasswordBody } from '@crossbay/contract/account';
import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useResetPassword } from '#web/features/account/api/use-reset-password.ts';
import { EmailCodeField } from '#web/features/account/components/email-code-field.tsx';
import { NewPasswordItems } from '#web/features/account/components/new-password-items.tsx';
import { useScreenRules } from '#web/features/account/components/use-screen-rules.ts';
import { useSession } from '#web/session/session-store.ts';
import { ClearableInput } from '#web/ui/clearable-input.tsx';
import screenStyles from '#web/ui/screen.module.css';
import { showSuccess } from '#web/ui/toast.ts';
import accountFormScreenStyles from './account-form-screen.module.css';

export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const reset = useResetPassword();
  const signOut = useSession((state) => state.signOut);
  const rules = useScreenRules();

  const submit = (values: ResetPasswordBody) => {
    reset.mutate(
      { ...values, email: values.email.trim(), email_code: values.email_code.trim() },
      {
        onSuccess: () => {
          // spec §4: a password reset clears the token and the user info (the server ended every session).
          signOut();
          showSuccess(t('accountScreens.forgot.success'));
          void navigate('/login', { replace: true });
        },
      },
    );
  };

  return (
    <main className={`${screenStyles.root} ${accountFormScreenStyles.root}`}>
      <h2 className={accountFormScreenStyles.heading}>{t('accountScreens.forgot.heading')}</h2>
      <p className={accountFormScreenStyles.hint}>{t('accountScreens.forgot.hint')}</p>
      <Form
        form={form}
        name="forgot-password"
        layout="vertical"
        mode="card"
        requiredMarkStyle="none"
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" size="large" loading={reset.isPending}>
            {t('accountScreens.forgot.submit')}
          </Button>
        }
      >
        <Form.Item name="email" label={t('accountScreens.register.email')} rules={[rules.schema(Email)]}>
          <ClearableInput
            inputMode="email"
            autoComplete="email"
            autoCapitalize="none"
            placeholder="name@example.com"
          />
        </Form.Item>
        <EmailCodeField form={form} event="resetpwd" label={t('accountScreens.register.email_code')} />
        <NewPasswordItems />
      </Form>
    </main>
  );
}
