import { LoginBody } from '@crossbay/contract/account';
import { Codes } from '@crossbay/contract/codes';
import { Button, Form } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '#web/api/request-error.ts';
import { useLogin } from '#web/features/account/api/use-login.ts';
import { useSession } from '#web/session/session-store.ts';
import { ClearableInput } from '#web/ui/clearable-input.tsx';
import { fieldRule } from '#web/ui/field-rule.ts';
import { showSuccess } from '#web/ui/toast.ts';
import { LoginLinkOffer } from './login-link-offer.tsx';
import { PasswordInput } from './password-input.tsx';

export function LoginForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const signIn = useSession((state) => state.signIn);
  // The account a login was held back for (HTTP 429: too many tries from this place), offered a link.
  const [heldBack, setHeldBack] = useState<string | null>(null);

  const submit = (values: LoginBody) => {
    login.mutate(values, {
      onError: (error) => {
        const held = error instanceof RequestError && error.code === Codes.TooManyRequests;
        setHeldBack(held ? values.account : null);
      },
      onSuccess: ({ userinfo }) => {
        signIn(userinfo);
        showSuccess(t('account.loginSuccess'));
        onLoggedIn();
      },
    });
  };

  return (
    <>
      <Form
        name="login"
        layout="vertical"
        mode="card"
        requiredMarkStyle="none"
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" size="large" loading={login.isPending}>
            {t('account.submit')}
          </Button>
        }
      >
        <Form.Item
          name="account"
          label={t('account.account')}
          rules={[fieldRule(LoginBody.shape.account, t)]}
        >
          <ClearableInput autoComplete="username" placeholder={t('account.accountPlaceholder')} />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('account.password')}
          rules={[fieldRule(LoginBody.shape.password, t)]}
        >
          <PasswordInput placeholder={t('account.passwordPlaceholder')} />
        </Form.Item>
      </Form>
      {heldBack && <LoginLinkOffer account={heldBack} />}
    </>
  );
}
