import { plainAmount } from '@crossbay/contract/cents';
import { Button, Form } from 'antd-mobile';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { randomKey } from '#web/api/random-key.ts';
import { useRecharge } from '#web/features/wallet/api/use-recharge.ts';
import { useDecimalSeparator } from '#web/i18n/decimal-separator.ts';
import { useMoneyText } from '#web/i18n/use-money-text.ts';
import { ClearableInput } from '#web/ui/clearable-input.tsx';
import { PictureField } from '#web/ui/picture-field.tsx';
import { showSuccess } from '#web/ui/toast.ts';
import { readTopUpFor } from '#web/ui/top-up-for.ts';
import { rechargeAmountProblem } from './amount-rules.ts';
import { problemText } from './problem-text.ts';

type Values = { network?: string; address?: string; amount?: string; evidence?: string };

type Props = {
  method: 'chain' | 'card';
  /** The network field (a chooser for on-chain, the bank name for a card transfer). */
  networkField: ReactNode;
  /** The amount limits of the chosen network, "12.50" strings; null when only the server knows them. */
  limits: { min: string; max: string } | null;
  addressLabel: string;
  addressPlaceholder: string;
  initialNetwork?: string;
};

const required = (message: string) => ({
  validator: async (_rule: unknown, value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') throw new Error(message);
  },
});

/** spec §5: network, address, a correct amount and the payment evidence are all required. */
export function RechargeForm({
  method,
  networkField,
  limits,
  addressLabel,
  addressPlaceholder,
  initialNetwork,
}: Props) {
  const { t } = useTranslation();
  const money = useMoneyText();
  const decimal = useDecimalSeparator();
  const navigate = useNavigate();
  const recharge = useRecharge();
  // One key per recharge: a retry after a lost answer is the same recharge, not a second one.
  const key = useRef(randomKey());
  const [form] = Form.useForm<Values>();
  const [sent, setSent] = useState(false);
  // Come from a payment that was short: the form starts at what is missing, in the buyer's decimal sign.
  const [search] = useSearchParams();
  const short = readTopUpFor(search)?.short.replace('.', decimal);

  const submit = (values: Values) => {
    recharge.mutate(
      {
        method,
        network: (values.network ?? '').trim(),
        address: (values.address ?? '').trim(),
        amount: plainAmount(values.amount ?? '', decimal) ?? '',
        evidence: values.evidence ?? '',
        idempotency_key: key.current,
      },
      {
        onSuccess: () => {
          key.current = randomKey();
          setSent(true);
          showSuccess(t('wallet.recharge.submitted'));
          void navigate('/topUpRecord', { replace: true });
        },
      },
    );
  };

  return (
    <Form
      form={form}
      name={`recharge-${method}`}
      layout="vertical"
      mode="card"
      initialValues={{ network: initialNetwork, ...(short ? { amount: short } : {}) }}
      onFinish={submit}
      footer={
        <Button block type="submit" color="primary" size="large" loading={recharge.isPending} disabled={sent}>
          {t('wallet.recharge.submit')}
        </Button>
      }
    >
      {networkField}
      <Form.Item
        name="address"
        label={addressLabel}
        rules={[
          required(
            t(method === 'chain' ? 'validation.walletAddressRequired' : 'validation.cardAccountRequired'),
          ),
        ]}
      >
        <ClearableInput aria-label={addressLabel} placeholder={addressPlaceholder} autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('wallet.amount')}
        description={
          limits ? t('wallet.recharge.limits', { min: money(limits.min), max: money(limits.max) }) : undefined
        }
        rules={[
          {
            validator: async (_rule: unknown, value: string | undefined) => {
              const problem = rechargeAmountProblem(value, limits, decimal);
              if (problem) throw new Error(problemText(problem, t, money));
            },
          },
        ]}
      >
        <ClearableInput aria-label={t('wallet.amount')} inputMode="decimal" placeholder={`0${decimal}00`} />
      </Form.Item>
      <Form.Item
        name="evidence"
        label={t('wallet.recharge.evidence')}
        description={t('wallet.recharge.evidenceHint')}
        rules={[required(t('validation.evidenceRequired'))]}
      >
        <PictureField access="private" />
      </Form.Item>
    </Form>
  );
}

export { required as requiredRule };
