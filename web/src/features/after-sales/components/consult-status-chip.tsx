import type { CONSULT_STATUSES } from '@crossbay/contract/after-sales';
import { useTranslation } from 'react-i18next';
import { StatusChip } from './status-chip.tsx';

/** Waiting for the shop, or answered (the shop wrote last). */
export function ConsultStatusChip({ status }: { status: (typeof CONSULT_STATUSES)[number] }) {
  const { t } = useTranslation();
  return (
    <StatusChip tone={status === 'answered' ? 'good' : 'waiting'}>
      {t(`afterSales.consult.status.${status}`)}
    </StatusChip>
  );
}
