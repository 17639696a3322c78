import type { AuditStatus } from '@crossbay/contract/wallet';
import { Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

const COLORS: Record<AuditStatus, 'warning' | 'success' | 'danger'> = {
  auditing: 'warning',
  passed: 'success',
  refused: 'danger',
};

export function StatusTag({ status }: { status: AuditStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLORS[status]} fill="outline" round>
      {t(`wallet.status.${status}`)}
    </Tag>
  );
}
