import { type ChangePasswordBody, Password } from '@crossbay/contract/account';
import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useChangePassword } from '#web/features/account/api/use-change-password.ts';
import accountLinkButtonStyles from '#web/features/account/components/account-link-button.module.css';
import { NewPasswordItems } from '#web/features/account/components/new-password-items.tsx';
import { PasswordInput } from '#web/features/account/components/password-input.tsx';
import { useScreenRules } from '#web/features/account/components/use-screen-rules.ts';
import { useSession } from '#web/session/session-store.ts';
import { EmptyState } from '#web/ui/empty-state.tsx';
import screenStyles from '#web/ui/screen.module.css';
import { showSuccess } from '#web/ui/toast.ts';
import { useGoBack } from '#web/ui/use-go-back.ts';
import accountFormScreenStyles from './account-form-screen.module.css';

export function ChangePasswordScreen() {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const loggedIn = useSession((state) => state.loggedIn);
  const change = useChangePassword();
  const rules = useScreenRules();

  // spec §6 lets visitors open this page; without a session only the emailed reset can help.
  if (!loggedIn) {
    return (
      <main className={screenStyles.root}>
        <EmptyState look="default" title={t('accountScreens.changePassword.loggedOut')}>
          <Link
            className={`adm-button adm-button-primary ${accountLinkButtonStyles.root}`}
            to="/forgotPassword"
          >
            {t('accountScreens.changePassword.useReset')}
          </Link>
        </EmptyState>
      </main>
    );
  }

  const submit = (values: ChangePasswordBody) => {
    change.mutate(values, {
      onSuccess: () => {
        showSuccess(t('accountScreens.changePassword.success'));
        goBack();
      },
    });
  };

  return (
    <main className={`${screenStyles.root} ${accountFormScreenStyles.root}`}>
      <Form
        name="change-password"
        layout="vertical"
        mode="card"
        requiredMarkStyle="none"
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" size="large" loading={change.isPending}>
            {t('accountScreens.save')}
          </Button>
        }
      >
        <Form.Item
          name="old_password"
          label={t('accountScreens.changePassword.old')}
          rules={[rules.schema(Password)]}
        >
          <PasswordInput placeholder={t('accountScreens.changePassword.oldHint')} />
        </Form.Item>
        <NewPasswordItems mustDifferFrom="old_password" />
      </Form>
    </main>
  );
}
