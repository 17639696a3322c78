import { EmailCode, PayCode } from '@crossbay/contract/account';
import { plainAmount } from '@crossbay/contract/cents';
import { withdrawalAddressRefusal } from '@crossbay/contract/chain-address';
import { Codes } from '@crossbay/contract/codes';
import { isCardNumber, type WithdrawalInfo } from '@crossbay/contract/wallet';
import { Button, type ButtonRef, Form, NoticeBar, Selector, Tabs } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { randomKey } from '#web/api/random-key.ts';
import { RequestError } from '#web/api/request-error.ts';
import { useWithdraw } from '#web/features/wallet/api/use-withdraw.ts';
import { useDecimalSeparator } from '#web/i18n/decimal-separator.ts';
import { useDirection } from '#web/i18n/use-direction.ts';
import { useMoneyText } from '#web/i18n/use-money-text.ts';
import { ask } from '#web/ui/ask.tsx';
import { ClearableInput } from '#web/ui/clearable-input.tsx';
import { Money } from '#web/ui/money.tsx';
import { showSuccess } from '#web/ui/toast.ts';
import { withdrawalAmountProblem } from './amount-rules.ts';
import { BankNameItem } from './bank-name-item.tsx';
import { EmailCodeField } from './email-code-field.tsx';
import { InputItem } from './input-item.tsx';
import { PayCodeField } from './pay-code-field.tsx';
import { problemText } from './problem-text.ts';
import { requiredRule } from './recharge-form.tsx';
import { useKeyboardClearance } from './use-keyboard-clearance.ts';
import walletDetailStyles from './wallet-detail.module.css';
import { WithdrawArrival } from './withdraw-arrival.tsx';

type Kind = 'bank' | 'chain';
type Values = {
  card_number?: string;
  bank_name?: string;
  holder?: string;
  network?: string;
  address?: string;
  amount?: string;
  email_code?: string;
  pay_password?: string;
};

const schemaRule = (schema: typeof EmailCode | typeof PayCode, t: (key: string) => string) => ({
  validator: async (_rule: unknown, value: unknown) => {
    const result = schema.safeParse(value ?? '');
    if (!result.success) throw new Error(t(result.error.issues[0]?.message ?? 'validation.payCodeInvalid'));
  },
});

export function WithdrawForm({ info }: { info: WithdrawalInfo }) {
  const { t } = useTranslation();
  const direction = useDirection();
  const money = useMoneyText();
  const decimal = useDecimalSeparator();
  const navigate = useNavigate();
  const withdraw = useWithdraw();
  const key = useRef(randomKey());
  const [form] = Form.useForm<Values>();
  const amount = Form.useWatch('amount', form);
  const [kind, setKind] = useState<Kind>(info.last_chain && !info.last_bank ? 'chain' : 'bank');
  const submitButton = useRef<ButtonRef>(null);
  const { keyboardHeight, setKeyboardHeight } = useKeyboardClearance(submitButton);

  const submit = (values: Values) => {
    const destination =
      kind === 'bank'
        ? {
            card_number: (values.card_number ?? '').replace(/\s+/g, ''),
            bank_name: values.bank_name?.trim(),
            holder: values.holder?.trim(),
          }
        : { network: values.network, address: values.address?.trim() };
    withdraw.mutate(
      {
        type: kind,
        amount: plainAmount(values.amount ?? '', decimal) ?? '',
        ...destination,
        email_code: values.email_code ?? '',
        pay_password: values.pay_password ?? '',
        idempotency_key: key.current,
      },
      {
        onSuccess: (result) => {
          key.current = randomKey();
          showSuccess(t('wallet.withdraw.success'));
          form.resetFields();
          void ask({
            title: t('wallet.withdraw.success'),
            message: (
              <dl className={walletDetailStyles.root}>
                <dt>{t('wallet.amount')}</dt>
                <dd>
                  <Money amount={result.amount} />
                </dd>
                <dt>{t('wallet.serviceCharge')}</dt>
                <dd>
                  <Money amount={result.service_charge} />
                </dd>
                <dt>{t('wallet.actualArrival')}</dt>
                <dd>
                  <Money amount={result.arrival} />
                </dd>
                <dt>{t('wallet.statusLabel')}</dt>
                <dd>{t('wallet.status.auditing')}</dd>
              </dl>
            ),
            yes: t('wallet.withdraw.seeRecords'),
          }).then((toRecords) => {
            // Pushed, so Back from the records comes back here.
            if (toRecords) void navigate('/depositRecord');
          });
        },
        onError: (error) => {
          form.setFieldValue('pay_password', '');
          // spec §6: a missing payment password prompts the buyer to go to settings.
          if (error instanceof RequestError && error.code === Codes.PayCodeNotSet) {
            void ask({
              message: t('wallet.withdraw.setPayCode'),
              yes: t('wallet.withdraw.goSetPayCode'),
              no: t('wallet.cancel'),
            }).then((toSettings) => {
              if (toSettings) void navigate('/changePayPwd');
            });
          }
        },
      },
    );
  };

  const rule = info.charge;
  return (
    <>
      <Tabs
        direction={direction}
        activeKey={kind}
        onChange={(next) => setKind(next as Kind)}
        aria-label={t('wallet.withdraw.type')}
      >
        <Tabs.Tab key="bank" title={t('wallet.withdraw.bankCard')} />
        <Tabs.Tab key="chain" title={t('wallet.withdraw.blockchain')} />
      </Tabs>
      <Form
        form={form}
        name="withdraw"
        layout="vertical"
        mode="card"
        onFinish={submit}
        initialValues={{
          card_number: info.last_bank?.card_number ?? undefined,
          bank_name: info.last_bank?.bank_name ?? undefined,
          holder: info.last_bank?.holder ?? undefined,
          network: info.last_chain?.network ?? info.networks[0],
          address: info.last_chain?.address ?? undefined,
        }}
        footer={
          <Button
            ref={submitButton}
            block
            type="submit"
            color="primary"
            size="large"
            loading={withdraw.isPending}
          >
            {t('wallet.withdraw.submit')}
          </Button>
        }
      >
        {kind === 'bank' ? (
          <>
            <InputItem
              key="card_number"
              name="card_number"
              label={t('wallet.cardNumber')}
              rules={[
                {
                  validator: async (_rule: unknown, value: string | undefined) => {
                    if (!isCardNumber(value ?? '')) throw new Error(t('validation.cardNumberInvalid'));
                  },
                },
              ]}
              inputMode="numeric"
              autoComplete="cc-number"
              placeholder={t('wallet.cardNumberPlaceholder')}
            />
            <BankNameItem key="bank_name" name="bank_name" />
            <InputItem
              key="holder"
              name="holder"
              label={t('wallet.holder')}
              rules={[requiredRule(t('validation.holderRequired'))]}
              autoComplete="cc-name"
              placeholder={t('wallet.holderPlaceholder')}
            />
          </>
        ) : (
          <>
            <NoticeBar color="info" wrap content={t('validation.sameNetwork')} />
            <Form.Item
              key="network"
              name="network"
              label={t('wallet.network')}
              rules={[requiredRule(t('validation.sameNetwork'))]}
              getValueProps={(value: string | undefined) => ({ value: value ? [value] : [] })}
              // Tapping the chosen network again keeps it: a withdrawal always names one.
              getValueFromEvent={(values: string[]) => values[0] ?? form.getFieldValue('network')}
            >
              <Selector
                aria-label={t('wallet.network')}
                columns={2}
                options={info.networks.map((name) => ({ label: name, value: name }))}
              />
            </Form.Item>
            <InputItem
              key="address"
              name="address"
              label={t('wallet.withdraw.address')}
              dependencies={['network']}
              rules={[
                {
                  validator: async (_rule: unknown, value: string | undefined) => {
                    const refusal = withdrawalAddressRefusal(form.getFieldValue('network'), value);
                    if (refusal) throw new Error(t(refusal));
                  },
                },
              ]}
              placeholder={t('wallet.withdraw.addressPlaceholder')}
              autoComplete="off"
            />
          </>
        )}
        <Form.Item
          name="amount"
          label={t('wallet.withdraw.amount')}
          description={
            <span>
              {t('wallet.withdraw.available')} <Money amount={info.balance} />
            </span>
          }
          extra={
            <Button
              size="mini"
              fill="none"
              color="primary"
              onClick={() => form.setFieldValue('amount', info.balance.replace('.', decimal))}
            >
              {t('wallet.withdraw.all')}
            </Button>
          }
          rules={[
            {
              validator: async (_rule: unknown, value: string | undefined) => {
                const problem = withdrawalAmountProblem(value, info.balance, rule, decimal);
                if (problem) throw new Error(problemText(problem, t, money));
              },
            },
          ]}
        >
          <ClearableInput
            aria-label={t('wallet.withdraw.amount')}
            inputMode="decimal"
            placeholder={`0${decimal}00`}
          />
        </Form.Item>
        <Form.Item>
          <WithdrawArrival amount={amount} rule={rule} decimal={decimal} />
        </Form.Item>
        <Form.Item
          name="email_code"
          label={t('wallet.withdraw.emailCode')}
          description={
            info.email ? t('wallet.withdraw.emailHint', { email: info.email }) : t('wallet.withdraw.noEmail')
          }
          rules={[schemaRule(EmailCode, t)]}
        >
          <EmailCodeField email={info.email} label={t('wallet.withdraw.emailCode')} />
        </Form.Item>
        <Form.Item name="pay_password" label={t('wallet.withdraw.payCode')} rules={[schemaRule(PayCode, t)]}>
          <PayCodeField label={t('wallet.withdraw.payCode')} onKeyboardHeight={setKeyboardHeight} />
        </Form.Item>
      </Form>
      <div aria-hidden="true" style={{ height: keyboardHeight }} />
    </>
  );
}
