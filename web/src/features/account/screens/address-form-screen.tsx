import { type Address, AddressBody } from '@crossbay/contract/address';
import { Button, Dialog, Form, Input, Switch, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageSkeleton } from '../../../ui/page-skeleton.tsx';
import { showSuccess } from '../../../ui/toast.ts';
import { useGoBack } from '../../../ui/use-go-back.ts';
import { useAddress } from '../api/use-address.ts';
import { useDeleteAddress } from '../api/use-delete-address.ts';
import { useSaveAddress } from '../api/use-save-address.ts';
import { type Area, AreaField } from '../components/area-field.tsx';
import { TagField } from '../components/tag-field.tsx';
import { useScreenRules } from '../components/use-screen-rules.ts';
import '../account-screens.css';

type Values = {
  addressee: string;
  mobile: string;
  area: Area;
  detail: string;
  tag: string;
  is_default: boolean;
};

function idFrom(param: string | undefined): number | undefined {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function AddressFormScreen() {
  const { t } = useTranslation();
  const id = idFrom(useParams().id);
  const existing = useAddress(id);
  if (id === undefined) return <AddressForm />;
  if (existing.isPending) return <PageSkeleton label={t('common.loading')} />;
  if (existing.isError) {
    return (
      <main className="screen">
        <EmptyState look="default" title={t('accountScreens.address.notFound')}>
          <Button color="primary" fill="outline" onClick={() => void existing.refetch()}>
            {t('common.retry')}
          </Button>
        </EmptyState>
      </main>
    );
  }
  return <AddressForm address={existing.data} />;
}

function AddressForm({ address }: { address?: Address }) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const rules = useScreenRules();
  const { shape } = AddressBody;

  const submit = (values: Values) => {
    const [country = '', region = ''] = values.area;
    save.mutate(
      {
        ...(address ? { id: address.id } : {}),
        addressee: values.addressee.trim(),
        mobile: values.mobile.trim(),
        country,
        region,
        detail: values.detail.trim(),
        tag: values.tag.trim(),
        is_default: values.is_default,
      },
      {
        onSuccess: () => {
          showSuccess(t('accountScreens.address.saved'));
          goBack();
        },
      },
    );
  };

  const deleteAddress = async () => {
    if (!address) return;
    const confirmed = await Dialog.confirm({
      content: t('accountScreens.address.deleteConfirm'),
      confirmText: t('accountScreens.address.delete'),
      cancelText: t('accountScreens.cancel'),
    });
    if (!confirmed) return;
    remove.mutate(address.id, {
      onSuccess: () => {
        showSuccess(t('accountScreens.address.deleted'));
        goBack();
      },
    });
  };

  return (
    <main className="screen account-form-screen">
      <Form
        name="address"
        layout="vertical"
        mode="card"
        requiredMarkStyle="none"
        initialValues={{
          addressee: address?.addressee ?? '',
          mobile: address?.mobile ?? '',
          area: address ? [address.country, address.region] : [],
          detail: address?.detail ?? '',
          tag: address?.tag ?? 'home',
          is_default: address?.is_default ?? false,
        }}
        onFinish={submit}
        footer={
          <div className="account-form-screen__actions">
            <Button block type="submit" color="primary" size="large" loading={save.isPending}>
              {t('accountScreens.save')}
            </Button>
            {address ? (
              <Button block size="large" color="danger" fill="outline" onClick={() => void deleteAddress()}>
                {t('accountScreens.address.delete')}
              </Button>
            ) : null}
          </div>
        }
      >
        <Form.Item
          name="addressee"
          label={t('accountScreens.address.addressee')}
          rules={[rules.schema(shape.addressee)]}
        >
          <Input autoComplete="name" maxLength={64} clearable />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('accountScreens.address.phone')}
          rules={[rules.schema(shape.mobile)]}
        >
          <Input type="tel" autoComplete="tel" clearable />
        </Form.Item>
        <Form.Item
          name="area"
          label={t('accountScreens.address.area')}
          rules={[
            {
              validator: async (_rule: unknown, value: unknown) => {
                if (!Array.isArray(value) || value.length < 2) {
                  throw new Error(rules.translate('validation.areaRequired'));
                }
              },
            },
          ]}
        >
          <AreaField />
        </Form.Item>
        <Form.Item
          name="detail"
          label={t('accountScreens.address.detail')}
          rules={[rules.schema(shape.detail)]}
        >
          <TextArea
            autoComplete="street-address"
            placeholder={t('accountScreens.address.detailHint')}
            maxLength={255}
            autoSize={{ minRows: 2, maxRows: 4 }}
          />
        </Form.Item>
        <Form.Item name="tag" label={t('accountScreens.address.tag')} rules={[rules.schema(shape.tag)]}>
          <TagField />
        </Form.Item>
        <Form.Item
          name="is_default"
          label={t('accountScreens.address.makeDefault')}
          layout="horizontal"
          valuePropName="checked"
          childElementPosition="right"
        >
          <Switch aria-label={t('accountScreens.address.makeDefault')} />
        </Form.Item>
      </Form>
    </main>
  );
}
