import type { PayResult } from '@crossbay/contract/checkout';
import type { Order, OrderAction } from '@crossbay/contract/order';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOrderStep } from '#web/features/orders/api/use-order-step.ts';
import { ask } from '#web/ui/ask.tsx';
import { showSuccess } from '#web/ui/toast.ts';
import styles from './order-actions.module.css';
import { PaySheet } from './pay-sheet.tsx';

const ORDER: OrderAction[] = [
  'consult',
  'complain',
  'refund',
  'review',
  'cancel',
  'extend_receipt',
  'confirm_receipt',
  'pay',
];
const PRIMARY: ReadonlySet<OrderAction> = new Set(['pay', 'confirm_receipt', 'review']);
// spec §4: these three are asked first; the others open a screen or sheet with a Submit or Pay of its own.
const ASKED = ['cancel', 'confirm_receipt', 'refund'] as const;
type Asked = (typeof ASKED)[number];
const isAsked = (action: OrderAction): action is Asked => (ASKED as readonly OrderAction[]).includes(action);

/** The screen an order action opens, or null when the action happens in place (pay, cancel, confirm). */
function linkFor(action: OrderAction, order: Order): string | null {
  const productIds = order.items.map((item) => item.product_id).join(',');
  switch (action) {
    case 'refund':
      return `/refund/${order.id}/${order.sn}/${productIds}/${order.total}`;
    case 'review':
      return `/comment?order=${order.id}`;
    case 'complain':
      return `/complaint/${order.id}`;
    case 'consult':
      return `/consult/${order.items[0]?.product_id ?? ''}/${order.merchant_id}`;
    default:
      return null;
  }
}

type Props = { order: Order; only?: OrderAction[]; onPaid?: (result: PayResult) => void };

/** The steps the state machine allows now (the server's `actions`); cancel, receipt and refund after a question. */
export function OrderActions({ order, only, onPaid }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cancel = useOrderStep('cancel');
  const receive = useOrderStep('receive');
  const extend = useOrderStep('extend_receipt');
  const [paying, setPaying] = useState(false);
  const actions = ORDER.filter(
    (action) => order.actions.includes(action) && (!only || only.includes(action)),
  );
  if (actions.length === 0) return null;

  const run = async (action: OrderAction) => {
    const sure =
      !isAsked(action) ||
      (await ask({
        title: t(`orders.confirm.${action}.title`),
        message: t(`orders.confirm.${action}.message`),
        yes: t(`orders.actions.${action}`),
        no: t(`orders.confirm.${action}.keep`),
        danger: action === 'cancel',
      }));
    if (!sure) return;
    if (action === 'pay') setPaying(true);
    else if (action === 'cancel')
      cancel.mutate(order.id, { onSuccess: () => showSuccess(t('orders.done.cancel')) });
    else if (action === 'confirm_receipt')
      receive.mutate(order.id, { onSuccess: () => showSuccess(t('orders.done.confirm_receipt')) });
    else if (action === 'extend_receipt')
      extend.mutate(order.id, { onSuccess: () => showSuccess(t('orders.done.extend_receipt')) });
    else {
      const to = linkFor(action, order);
      if (to) void navigate(to);
    }
  };

  return (
    <div className={styles.root}>
      {actions.map((action) => (
        <Button
          key={action}
          size="small"
          shape="rounded"
          color={PRIMARY.has(action) ? 'primary' : 'default'}
          fill={PRIMARY.has(action) ? 'solid' : 'outline'}
          loading={
            (action === 'cancel' && cancel.isPending) ||
            (action === 'confirm_receipt' && receive.isPending) ||
            (action === 'extend_receipt' && extend.isPending)
          }
          onClick={() => void run(action)}
        >
          {t(`orders.actions.${action}`)}
        </Button>
      ))}
      <PaySheet
        visible={paying}
        orderIds={[order.id]}
        amount={order.total}
        onClose={() => setPaying(false)}
        onPaid={(result) => {
          setPaying(false);
          onPaid?.(result);
        }}
      />
    </div>
  );
}
