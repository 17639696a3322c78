import type { Order } from '@crossbay/contract/order';
import { Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useDateText } from '../../../i18n/use-date-text.ts';

const STEPS = ['created_at', 'paid_at', 'shipped_at', 'received_at', 'completed_at', 'cancelled_at'] as const;

export function OrderTimeline({ timeline }: { timeline: Order['timeline'] }) {
  const { t } = useTranslation();
  const format = useDateText();
  const passed = STEPS.filter((step) => timeline[step]);
  return (
    <Steps direction="vertical" current={passed.length - 1} className="timeline">
      {passed.map((step) => (
        <Steps.Step
          key={step}
          title={t(`orders.timeline.${step}`)}
          description={<time dateTime={timeline[step] ?? ''}>{format(timeline[step] ?? '')}</time>}
        />
      ))}
    </Steps>
  );
}
