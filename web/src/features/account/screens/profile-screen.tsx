import { Mobile, type ProfileBody } from '@crossbay/contract/account';
import { Button, Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useSaveProfile } from '#web/features/account/api/use-save-profile.ts';
import { useScreenRules } from '#web/features/account/components/use-screen-rules.ts';
import { useUserInfo } from '#web/session/use-user-info.ts';
import { ClearableInput } from '#web/ui/clearable-input.tsx';
import { PageSkeleton } from '#web/ui/page-skeleton.tsx';
import { PictureField } from '#web/ui/picture-field.tsx';
import screenStyles from '#web/ui/screen.module.css';
import { showSuccess } from '#web/ui/toast.ts';
import accountFormScreenStyles from './account-form-screen.module.css';

const OptionalMobile = z.union([Mobile, z.literal('')]);

export function ProfileScreen() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const save = useSaveProfile();
  const rules = useScreenRules();

  if (!user.data) return <PageSkeleton label={t('common.loading')} />;
  const { account, email, username, given_name, mobile, avatar } = user.data;

  const submit = (values: Required<ProfileBody>) => {
    save.mutate(
      {
        username: values.username.trim(),
        given_name: values.given_name.trim(),
        mobile: values.mobile.trim(),
        avatar: values.avatar,
      },
      { onSuccess: () => showSuccess(t('accountScreens.profile.saved')) },
    );
  };

  return (
    <main className={`${screenStyles.root} ${accountFormScreenStyles.root}`}>
      <Form
        name="profile"
        layout="horizontal"
        mode="card"
        requiredMarkStyle="none"
        initialValues={{
          username: username ?? '',
          given_name: given_name ?? '',
          mobile: mobile ?? '',
          avatar: avatar ?? '',
        }}
        onFinish={submit}
        footer={
          <Button block type="submit" color="primary" size="large" loading={save.isPending}>
            {t('accountScreens.save')}
          </Button>
        }
      >
        <Form.Item name="avatar" label={t('accountScreens.profile.avatar')}>
          <PictureField access="public" />
        </Form.Item>
        <Form.Item label={t('accountScreens.register.account')}>
          <span className={accountFormScreenStyles.fixed}>{account}</span>
        </Form.Item>
        <Form.Item label={t('accountScreens.register.email')}>
          <span className={accountFormScreenStyles.fixed}>{email ?? t('accountScreens.notGiven')}</span>
        </Form.Item>
        <Form.Item name="username" label={t('accountScreens.register.username')}>
          <ClearableInput autoComplete="family-name" maxLength={64} />
        </Form.Item>
        <Form.Item name="given_name" label={t('accountScreens.register.given_name')}>
          <ClearableInput autoComplete="given-name" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('accountScreens.register.mobile')}
          rules={[rules.schema(OptionalMobile)]}
        >
          <ClearableInput type="tel" autoComplete="tel" />
        </Form.Item>
      </Form>
    </main>
  );
}
