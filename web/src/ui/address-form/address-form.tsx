import { type Address, AddressBody } from '@crossbay/contract/address';
import { Button, Form, Switch, TextArea } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { ClearableInput } from '#web/ui/clearable-input.tsx';
import { fieldRule } from '#web/ui/field-rule.ts';
import { showSuccess } from '#web/ui/toast.ts';
import styles from './address-form.module.css';
import { type Area, AreaField } from './area-field.tsx';
import { TagField } from './tag-field.tsx';
import { useSaveAddress } from './use-save-address.ts';

type Values = {
  addressee: string;
  mobile: string;
  area: Area;
  detail: string;
  tag: string;
  is_default: boolean;
};

type Props = {
  /** The address to change; without it the form adds a new one. */
  address?: Address;
  /** The address as the server saved it (a new one with its id). */
  onSaved: (saved: Address) => void;
  /** Buttons under Save, such as the address screen's Delete. */
  actions?: ReactNode;
};

/**
 * The shipping address form of spec §5 (addressee, phone, area, detailed address and tag), checked with the
 * contract's rules and saved through POST /api/user/address_add. The address screen and checkout both use it.
 */
export function AddressForm({ address, onSaved, actions }: Props) {
  const { t } = useTranslation();
  const save = useSaveAddress();
  const { shape } = AddressBody;
  // The contract's message keys (`validation.*`) are in every locale's strings (contract/src/messages).
  const rule = (schema: ZodType) => fieldRule(schema, (key, values) => t(key, values));

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
        onSuccess: (saved) => {
          showSuccess(t('addressForm.saved'));
          onSaved(saved);
        },
      },
    );
  };

  return (
    <Form
      name="address"
      className={styles.root}
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
        <div className={styles.actions}>
          <Button block type="submit" color="primary" size="large" loading={save.isPending}>
            {t('common.save')}
          </Button>
          {actions}
        </div>
      }
    >
      <Form.Item name="addressee" label={t('addressForm.addressee')} rules={[rule(shape.addressee)]}>
        <ClearableInput autoComplete="name" maxLength={64} />
      </Form.Item>
      <Form.Item name="mobile" label={t('addressForm.phone')} rules={[rule(shape.mobile)]}>
        <ClearableInput type="tel" autoComplete="tel" />
      </Form.Item>
      <Form.Item
        name="area"
        label={t('addressForm.area')}
        rules={[
          {
            validator: async (_rule: unknown, value: unknown) => {
              if (!Array.isArray(value) || value.length < 2) throw new Error(t('validation.areaRequired'));
            },
          },
        ]}
      >
        <AreaField />
      </Form.Item>
      <Form.Item name="detail" label={t('addressForm.detail')} rules={[rule(shape.detail)]}>
        <TextArea
          autoComplete="street-address"
          placeholder={t('addressForm.detailHint')}
          maxLength={255}
          autoSize={{ minRows: 2, maxRows: 4 }}
        />
      </Form.Item>
      <Form.Item name="tag" label={t('addressForm.tag')} rules={[rule(shape.tag)]}>
        <TagField />
      </Form.Item>
      <Form.Item
        name="is_default"
        label={t('addressForm.makeDefault')}
        layout="horizontal"
        valuePropName="checked"
        childElementPosition="right"
        className={styles.defaultRow}
      >
        <Switch aria-label={t('addressForm.makeDefault')} />
      </Form.Item>
    </Form>
  );
}
