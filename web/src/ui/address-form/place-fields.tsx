import { addressProblems } from '@crossbay/contract/address';
import { type Country, fieldsOf, type PlaceField } from '@crossbay/contract/address-countries';
import { Form, TextArea } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ClearableInput } from '#web/ui/clearable-input.tsx';
import { ChoiceField } from './choice-field.tsx';

type FormInstance = ReturnType<typeof Form.useForm>[0];
type Props = { country: Country; form: FormInstance; intlLocale: string };

/**
 * The country's own fields below it, in its order, named as its post names them ("Prefecture", "PIN code"), each
 * checked with the contract's rules for that country (issue 36).
 */
export function PlaceFields({ country, form, intlLocale }: Props) {
  const { t } = useTranslation();
  // In the country's own language its own order and names (〒 first in Japanese); in any other the Latin ones.
  const local = country.language?.split('-')[0] === intlLocale.split('-')[0];
  const fields = fieldsOf(country, !local);
  const regions = useMemo(
    () =>
      country.regions?.map((r) => ({
        value: r.key,
        label: local ? r.name : (r.latin ?? r.name),
        ...(r.latin && r.latin !== r.name ? { hint: local ? r.latin : r.name } : {}),
      })) ?? null,
    [country, local],
  );
  const labelOf = (field: PlaceField) =>
    field === 'detail' ? t('addressForm.street') : t(`addressForm.${field}Kind.${country.kinds[field]}`);
  const rule = (field: PlaceField) => ({
    validator: async () => {
      const values = form.getFieldsValue() as Partial<Record<PlaceField, string>>;
      const problem = addressProblems({
        country: country.code,
        mobile: '',
        region: values.region ?? '',
        city: values.city ?? '',
        district: values.district ?? '',
        postcode: values.postcode ?? '',
        detail: values.detail ?? '',
      }).find((p) => p.field === field);
      if (problem) throw new Error(t(problem.key, problem.values));
    },
  });
  return (
    <>
      {fields.map((field) => (
        <Form.Item key={field} name={field} label={labelOf(field)} rules={[rule(field)]}>
          {field === 'region' && regions ? (
            <ChoiceField label={labelOf(field)} placeholder={t('addressForm.choose')} choices={regions} />
          ) : field === 'detail' ? (
            <TextArea
              autoComplete="street-address"
              placeholder={t('addressForm.streetHint')}
              maxLength={255}
              autoSize={{ minRows: 2, maxRows: 4 }}
            />
          ) : (
            <ClearableInput
              autoComplete={AUTOCOMPLETE[field]}
              maxLength={field === 'postcode' ? 16 : 64}
              {...(field === 'postcode' && country.postcodeExample
                ? { placeholder: country.postcodeExample }
                : {})}
            />
          )}
        </Form.Item>
      ))}
    </>
  );
}

const AUTOCOMPLETE: Record<PlaceField, string> = {
  region: 'address-level1',
  city: 'address-level2',
  district: 'address-level3',
  postcode: 'postal-code',
  detail: 'street-address',
};
