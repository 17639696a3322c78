import { Password } from '@crossbay/contract/account';
import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { PasswordInput } from './password-input.tsx';
import { useScreenRules } from './use-screen-rules.ts';

type Props = { mustDifferFrom?: string };

/** The new password and its repeat; `mustDifferFrom` names the field holding the old password, when there is one. */
export function NewPasswordItems({ mustDifferFrom }: Props) {
  const { t } = useTranslation();
  const rules = useScreenRules();
  const differsFromOld = mustDifferFrom
    ? [
        ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
          validator: async (_rule: unknown, value: unknown) => {
            // spec §5: the new password must differ from the old.
            if (value && value === getFieldValue(mustDifferFrom)) {
              throw new Error(rules.translate('validation.passwordSameAsOld'));
            }
          },
        }),
      ]
    : [];
  return (
    <>
      <Form.Item
        name="password"
        label={t('accountScreens.newPassword')}
        dependencies={mustDifferFrom ? [mustDifferFrom] : undefined}
        rules={[rules.schema(Password), ...differsFromOld]}
      >
        <PasswordInput autoComplete="new-password" placeholder={t('accountScreens.passwordHint')} />
      </Form.Item>
      <Form.Item
        name="repassword"
        label={t('accountScreens.repeatNewPassword')}
        dependencies={['password']}
        rules={[rules.sameAs('password', 'validation.passwordsDiffer')]}
      >
        <PasswordInput autoComplete="new-password" placeholder={t('accountScreens.repeatHint')} />
      </Form.Item>
    </>
  );
}
