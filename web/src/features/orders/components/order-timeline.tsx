import type { Order } from '@crossbay/contract/order';
import { Steps } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useDateText } from '#web/i18n/use-date-text.ts';

const STEPS = ['created_at', 'paid_at', 'shipped_at', 'received_at', 'completed_at', 'cancelled_at'] as const;

export function OrderTimeline({ timeline, className }: { timeline: Order['timeline']; className?: string }) {
  const { t } = useTranslation();
  const format = useDateText();
  const passed = STEPS.filter((step) => timeline[step]);
  return (
    <Steps className={className} direction="vertical" current={passed.length - 1}>
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
