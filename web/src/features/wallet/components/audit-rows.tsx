import { useTranslation } from 'react-i18next';
import { useDateText } from '#web/i18n/use-date-text.ts';
import { DetailRow } from './detail-sheet.tsx';

type Audited = { created_at: string; decided_at: string | null; refuse_reason: string | null };

/** The audit trail of a recharge or withdrawal: when it was sent, when decided, and why refused. */
export function AuditRows({ record }: { record: Audited }) {
  const { t } = useTranslation();
  const date = useDateText();
  return (
    <>
      <DetailRow label={t('wallet.records.submittedAt')}>{date(record.created_at)}</DetailRow>
      {record.decided_at ? (
        <DetailRow label={t('wallet.records.decidedAt')}>{date(record.decided_at)}</DetailRow>
      ) : null}
      {record.refuse_reason ? (
        <DetailRow label={t('wallet.records.reason')}>{record.refuse_reason}</DetailRow>
      ) : null}
    </>
  );
}
