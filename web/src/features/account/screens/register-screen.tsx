import {
  Account,
  Email,
  Mobile,
  Password,
  type RegisterBody,
  type RegisterField,
} from '@crossbay/contract/account';
import type { FieldMode } from '@crossbay/contract/platform';
import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { useRegister } from '#web/features/account/api/use-register.ts';
import { useRegisterConfig } from '#web/features/account/api/use-register-config.ts';
import { EmailCodeField } from '#web/features/account/components/email-code-field.tsx';
import { PasswordInput } from '#web/features/account/components/password-input.tsx';
import { useFinishLogin } from '#web/features/account/components/use-finish-login.ts';
import { useScreenRules } from '#web/features/account/components/use-screen-rules.ts';
import { ClearableInput } from '#web/ui/clearable-input.tsx';
import screenStyles from '#web/ui/screen.module.css';
import { ScreenData } from '#web/ui/screen-data.tsx';
import { showSuccess } from '#web/ui/toast.ts';
import accountFormScreenStyles from './account-form-screen.module.css';

const optional = <T extends z.ZodType>(schema: T) => z.union([schema, z.literal('')]);

export function RegisterScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const config = useRegisterConfig();
  const register = useRegister();
  const finishLogin = useFinishLogin();
  const rules = useScreenRules();

  return (
    <ScreenData query={config} failed={{ title: t('accountScreens.loadFailed') }}>
      {(modes) => {
        const shown = (field: RegisterField) => modes[field] !== 'off';
        const label = (field: RegisterField) => t(`accountScreens.register.${field}`);
        const need = (field: RegisterField, mode: FieldMode = modes[field]) =>
          mode === 'required' ? [rules.required(label(field))] : [];

        const submit = (values: Record<string, string | undefined>) => {
          const body = Object.fromEntries(
            Object.entries(values).map(([key, value]) => [
              key,
              typeof value === 'string' ? value.trim() : value,
            ]),
          ) as RegisterBody;
          // The passwords go as typed: spaces may be part of them.
          body.password = values.password ?? '';
          body.repassword = values.repassword ?? '';
          register.mutate(body, {
            onSuccess: (answer) => {
              finishLogin(answer);
              showSuccess(t('accountScreens.register.success'));
              void navigate('/me', { replace: true });
            },
          });
        };

        return (
          <main className={`${screenStyles.root} ${accountFormScreenStyles.root}`}>
            <h2 className={accountFormScreenStyles.heading}>{t('accountScreens.register.heading')}</h2>
            <Form
              form={form}
              name="register"
              layout="vertical"
              mode="card"
              requiredMarkStyle="none"
              onFinish={submit}
              footer={
                <Button block type="submit" color="primary" size="large" loading={register.isPending}>
                  {t('accountScreens.register.submit')}
                </Button>
              }
            >
              <Form.Item name="account" label={label('account')} rules={[rules.schema(Account)]}>
                <ClearableInput
                  autoComplete="username"
                  placeholder={t('accountScreens.register.accountHint')}
                />
              </Form.Item>
              <Form.Item name="password" label={label('password')} rules={[rules.schema(Password)]}>
                <PasswordInput autoComplete="new-password" placeholder={t('accountScreens.passwordHint')} />
              </Form.Item>
              <Form.Item
                name="repassword"
                label={label('repassword')}
                dependencies={['password']}
                rules={[rules.sameAs('password', 'validation.passwordsDiffer')]}
              >
                <PasswordInput autoComplete="new-password" placeholder={t('accountScreens.repeatHint')} />
              </Form.Item>
              {shown('email') ? (
                <Form.Item
                  name="email"
                  label={label('email')}
                  rules={[...need('email'), rules.schema(optional(Email))]}
                >
                  <ClearableInput
                    inputMode="email"
                    autoComplete="email"
                    autoCapitalize="none"
                    placeholder="name@example.com"
                  />
                </Form.Item>
              ) : null}
              {shown('email') && shown('email_code') ? (
                <EmailCodeField
                  form={form}
                  event="register"
                  required={modes.email_code === 'required'}
                  label={label('email_code')}
                />
              ) : null}
              {shown('mobile') ? (
                <Form.Item
                  name="mobile"
                  label={label('mobile')}
                  rules={[...need('mobile'), rules.schema(optional(Mobile))]}
                >
                  <ClearableInput type="tel" autoComplete="tel" placeholder="+1 415 555 0100" />
                </Form.Item>
              ) : null}
              {shown('username') ? (
                <Form.Item name="username" label={label('username')} rules={need('username')}>
                  <ClearableInput autoComplete="family-name" maxLength={64} />
                </Form.Item>
              ) : null}
              {shown('given_name') ? (
                <Form.Item name="given_name" label={label('given_name')} rules={need('given_name')}>
                  <ClearableInput autoComplete="given-name" maxLength={64} />
                </Form.Item>
              ) : null}
            </Form>
            <p className={accountFormScreenStyles.links}>
              {t('accountScreens.register.haveAccount')}{' '}
              <Link to="/login">{t('accountScreens.register.login')}</Link>
            </p>
          </main>
        );
      }}
    </ScreenData>
  );
}
