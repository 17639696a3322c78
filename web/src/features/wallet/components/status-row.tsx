import type { AuditStatus } from '@crossbay/contract/wallet';
import { useTranslation } from 'react-i18next';
import { DetailRow } from './detail-sheet.tsx';
import { StatusTag } from './status-tag.tsx';

/** The audit status as the first row of a recharge or withdrawal detail. */
export function StatusRow({ status }: { status: AuditStatus }) {
  const { t } = useTranslation();
  return (
    <DetailRow label={t('wallet.statusLabel')}>
      <StatusTag status={status} />
    </DetailRow>
  );
}
