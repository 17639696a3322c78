import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useConsultDetail } from '#web/features/after-sales/api/use-consult-detail.ts';
import afterSalesStyles from '#web/features/after-sales/components/after-sales.module.css';
import { ConsultStatusChip } from '#web/features/after-sales/components/consult-status-chip.tsx';
import { ConsultSubjectCard } from '#web/features/after-sales/components/consult-subject-card.tsx';
import { ConsultThread } from '#web/features/after-sales/components/consult-thread.tsx';
import { positiveId } from '#web/features/after-sales/components/positive-id.ts';
import { ReplyBox } from '#web/features/after-sales/components/reply-box.tsx';
import { ScreenData } from '#web/features/after-sales/components/screen-data.tsx';
import { RefreshArea } from '#web/ui/refresh-area.tsx';
import styles from './consult-detail-screen.module.css';

/** /consult/detail/:id — one conversation with a shop, newest message last, and a reply box. */
export function ConsultDetailScreen() {
  const { t } = useTranslation();
  const id = positiveId(useParams().id);
  const consult = useConsultDetail(id);
  return (
    <ScreenData
      query={consult}
      missing={id === 0}
      missingTitle={t('afterSales.consult.missing')}
      failedTitle={t('afterSales.consult.threadFailed')}
      away={{ to: '/consult/list', label: t('afterSales.consult.toList') }}
    >
      {(thread) => (
        <main className={`${afterSalesStyles.root} ${styles.root}`}>
          <RefreshArea onRefresh={() => consult.refetch()}>
            <ConsultSubjectCard subject={thread} />
            <p className={`${afterSalesStyles.row} ${styles.status}`}>
              <span>{t('afterSales.consult.statusLabel')}</span>
              <ConsultStatusChip status={thread.status} />
            </p>
            <ConsultThread thread={thread} />
          </RefreshArea>
          <ReplyBox consultId={thread.id} />
        </main>
      )}
    </ScreenData>
  );
}
