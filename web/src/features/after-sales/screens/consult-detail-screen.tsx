import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RefreshArea } from '../../../ui/refresh-area.tsx';
import { useConsultDetail } from '../api/use-consult-detail.ts';
import { ConsultStatusChip } from '../components/consult-status-chip.tsx';
import { ConsultSubjectCard } from '../components/consult-subject-card.tsx';
import { ConsultThread } from '../components/consult-thread.tsx';
import { positiveId } from '../components/positive-id.ts';
import { ReplyBox } from '../components/reply-box.tsx';
import { ScreenData } from '../components/screen-data.tsx';
import '../after-sales.css';

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
        <main className="after-sales consult-detail">
          <RefreshArea onRefresh={() => consult.refetch()}>
            <ConsultSubjectCard subject={thread} />
            <p className="after-sales__row consult-detail__status">
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
