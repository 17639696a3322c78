import { useTranslation } from 'react-i18next';
import { InputItem } from './input-item.tsx';
import { requiredRule } from './recharge-form.tsx';

/** The bank name field, asked by a card withdrawal and a card recharge under different field names. */
export function BankNameItem({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <InputItem
      name={name}
      label={t('wallet.bankName')}
      rules={[requiredRule(t('validation.bankNameRequired'))]}
      placeholder={t('wallet.bankNamePlaceholder')}
    />
  );
}
