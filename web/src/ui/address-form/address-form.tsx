import { type Address, AddressFields, addressProblems } from '@crossbay/contract/address';
import { COUNTRY_CODES, countryOf } from '@crossbay/contract/address-countries';
import { isLocale } from '@crossbay/contract/locales';
import { Button, Form, Switch } from 'antd-mobile';
import { getCountryCallingCode, isSupportedCountry } from 'libphonenumber-js/min';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ZodType } from 'zod';
import { useIntlLocale } from '#web/i18n/use-intl-locale.ts';
import { ClearableInput } from '#web/ui/clearable-input.tsx';
import { fieldRule } from '#web/ui/field-rule.ts';
import { showSuccess } from '#web/ui/toast.ts';
import styles from './address-form.module.css';
import { ChoiceField } from './choice-field.tsx';
import { CountrySuggestion } from './country-suggestion.tsx';
import { guessCountry } from './guess-country.ts';
import { PlaceFields } from './place-fields.tsx';
import { TagField } from './tag-field.tsx';
import { useCountryNames } from './use-country-names.ts';
import { useLastCountry } from './use-last-country.ts';
import { useSaveAddress } from './use-save-address.ts';

type Values = {
  addressee: string;
  mobile: string;
  country: string;
  region?: string;
  city?: string;
  district?: string;
  postcode?: string;
  detail?: string;
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
 * The shipping address form of spec §5: addressee, phone, then the country and its own fields in its order (issue
 * 36), the tag; checked with the contract's rules and saved through POST /api/user/address_add. The address screen
 * and checkout both use it.
 */
export function AddressForm({ address, onSaved, actions }: Props) {
  const { t, i18n } = useTranslation();
  const intlLocale = useIntlLocale();
  const [form] = Form.useForm();
  const save = useSaveAddress();
  const names = useCountryNames();
  const lastCountry = useLastCountry();
  const { shape } = AddressFields;
  // The contract's message keys (`validation.*`) are in every locale's strings (contract/src/messages).
  const rule = (schema: ZodType) => fieldRule(schema, (key, values) => t(key, values));
  const [countryCode, setCountryCode] = useState(
    address && countryOf(address.country) ? address.country : '',
  );
  const country = countryOf(countryCode);
  const suggested =
    lastCountry ??
    guessCountry(
      isLocale(i18n.language) ? i18n.language : 'en',
      intlLocale,
      globalThis.navigator?.languages ?? [],
    );
  const countries = useMemo(
    () =>
      names
        ? COUNTRY_CODES.map((code) => ({ value: code, label: names.get(code) ?? code })).sort((a, b) =>
            a.label.localeCompare(b.label, intlLocale),
          )
        : [],
    [names, intlLocale],
  );

  const chooseCountry = (code: string) => {
    setCountryCode(code);
    form.setFieldsValue({ country: code, region: '' });
  };

  const submit = (values: Values) => {
    save.mutate(
      {
        ...(address ? { id: address.id } : {}),
        addressee: values.addressee.trim(),
        mobile: values.mobile.trim(),
        country: values.country,
        region: values.region?.trim() ?? '',
        city: values.city?.trim() ?? '',
        district: values.district?.trim() ?? '',
        postcode: values.postcode?.trim() ?? '',
        detail: values.detail?.trim() ?? '',
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

  const phoneRule = {
    validator: async (_rule: unknown, value: unknown) => {
      const mobile = typeof value === 'string' ? value : '';
      if (!mobile.trim() || !country) return;
      const problem = addressProblems({ ...EMPTY_PLACE, country: country.code, mobile }).find(
        (p) => p.field === 'mobile',
      );
      if (problem) throw new Error(t(problem.key));
    },
  };

  return (
    <Form
      form={form}
      name="address"
      className={styles.root}
      layout="vertical"
      mode="card"
      requiredMarkStyle="none"
      initialValues={{
        addressee: address?.addressee ?? '',
        mobile: address?.mobile ?? '',
        country: countryCode,
        region: address?.region ?? '',
        city: address?.city ?? '',
        district: address?.district ?? '',
        postcode: address?.postcode ?? '',
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
      <Form.Item
        name="country"
        label={t('addressForm.country')}
        rules={[{ validator: async () => countryRequired(countryCode, t('validation.countryRequired')) }]}
        description={
          !countryCode && suggested && names?.has(suggested) ? (
            <CountrySuggestion
              name={names.get(suggested) ?? suggested}
              onChoose={() => chooseCountry(suggested)}
            />
          ) : undefined
        }
      >
        <ChoiceField
          label={t('addressForm.country')}
          placeholder={t('addressForm.chooseCountry')}
          choices={countries}
          onChange={chooseCountry}
        />
      </Form.Item>
      <Form.Item name="mobile" label={t('addressForm.phone')} rules={[rule(shape.mobile), phoneRule]}>
        <ClearableInput
          type="tel"
          autoComplete="tel"
          {...(country && isSupportedCountry(country.code)
            ? { placeholder: `+${getCountryCallingCode(country.code)}` }
            : {})}
        />
      </Form.Item>
      {country ? <PlaceFields country={country} form={form} intlLocale={intlLocale} /> : null}
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

const EMPTY_PLACE = { region: '', city: '', district: '', postcode: '', detail: '' };

function countryRequired(code: string, message: string) {
  if (!countryOf(code)) throw new Error(message);
}
