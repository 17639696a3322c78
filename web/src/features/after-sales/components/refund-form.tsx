import {
  GOODS_STATES,
  type GoodsState,
  MAX_PICTURES,
  type OrderRefunds,
  REFUND_TYPES,
  RefundBody,
  type RefundReason,
  type RefundType,
} from '@crossbay/contract/after-sales';
import { formatCents, parseCents } from '@crossbay/contract/cents';
import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useApplyRefund } from '#web/features/after-sales/api/use-apply-refund.ts';
import { useMoneyText } from '#web/i18n/use-money-text.ts';
import { ClearableInput } from '#web/ui/clearable-input.tsx';
import { PicturesField } from '#web/ui/picture-field.tsx';
import { showSuccess } from '#web/ui/toast.ts';
import { ChoiceField } from './choice-field.tsx';
import { ReasonField } from './reason-field.tsx';
import { initialRefundAmount, refundAmountProblem } from './refund-amount.ts';
import { SubmitButton } from './submit-button.tsx';
import { TextItem } from './text-item.tsx';
import { useAfterSalesRules } from './use-after-sales-rules.ts';

type Values = {
  type?: RefundType;
  goods_state?: GoodsState;
  reason?: RefundReason;
  amount: string;
  explanation: string;
  proof: string[];
};

type Props = { order: OrderRefunds; routeAmount?: string };

/** spec §5: amount required and not negative; reason, explanation and proof required. */
export function RefundForm({ order, routeAmount }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoneyText();
  const rules = useAfterSalesRules();
  const apply = useApplyRefund();
  const { shape } = RefundBody;

  const submit = (values: Values) => {
    const { type, goods_state, reason } = values;
    if (!type || !goods_state || !reason) return;
    apply.mutate(
      {
        order_id: order.order_id,
        type,
        goods_state,
        reason,
        amount: formatCents(parseCents(values.amount) ?? 0),
        explanation: values.explanation.trim(),
        proof: values.proof,
      },
      {
        onSuccess: () => {
          showSuccess(t('afterSales.refund.applied'));
          void navigate(`/orderInfo/${order.order_id}`, { replace: true });
        },
      },
    );
  };

  return (
    <Form
      name="refund"
      layout="vertical"
      mode="card"
      requiredMarkStyle="none"
      initialValues={{
        // Goods still waiting for delivery cannot have been received.
        goods_state: order.order_status === 'waiting_deliver' ? 'not_received' : undefined,
        amount: initialRefundAmount(routeAmount, order.refundable),
        explanation: '',
        proof: [],
      }}
      onFinish={submit}
      footer={<SubmitButton sending={apply.isPending}>{t('afterSales.refund.submit')}</SubmitButton>}
    >
      <Form.Item name="type" label={t('afterSales.refund.type')} rules={[rules.schema(shape.type)]}>
        <ChoiceField
          label={t('afterSales.refund.type')}
          options={REFUND_TYPES}
          optionLabel={(type) => t(`afterSales.refund.types.${type}`)}
        />
      </Form.Item>
      <Form.Item
        name="goods_state"
        label={t('afterSales.refund.goodsState')}
        rules={[rules.schema(shape.goods_state)]}
      >
        <ChoiceField
          label={t('afterSales.refund.goodsState')}
          options={GOODS_STATES}
          optionLabel={(state) => t(`afterSales.refund.goodsStates.${state}`)}
        />
      </Form.Item>
      <Form.Item name="reason" label={t('afterSales.refund.reason')} rules={[rules.schema(shape.reason)]}>
        <ReasonField />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('afterSales.refund.amount')}
        description={t('afterSales.refund.amountHint', { max: money(order.refundable) })}
        rules={[
          {
            validator: async (_rule: unknown, value: string | undefined) => {
              const problem = refundAmountProblem(value, order.refundable);
              if (!problem) return;
              const max = problem.values?.max;
              throw new Error(rules.translate(problem.key, max ? { max: money(max) } : undefined));
            },
          },
        ]}
      >
        <ClearableInput aria-label={t('afterSales.refund.amount')} inputMode="decimal" placeholder="0.00" />
      </Form.Item>
      <TextItem
        name="explanation"
        label={t('afterSales.refund.explanation')}
        placeholder={t('afterSales.refund.explanationPlaceholder')}
        schema={shape.explanation}
      />
      <Form.Item
        name="proof"
        label={t('afterSales.refund.proof')}
        description={t('afterSales.picturesHint', { count: MAX_PICTURES })}
        rules={[rules.schema(shape.proof)]}
      >
        <PicturesField maxCount={MAX_PICTURES} access="private" />
      </Form.Item>
    </Form>
  );
}
