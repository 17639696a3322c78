import type { ComplaintView } from '@crossbay/contract/after-sales';
import { useTranslation } from 'react-i18next';
import { useDateText } from '#web/i18n/use-date-text.ts';
import afterSalesStyles from './after-sales.module.css';
import styles from './complaint-entry.module.css';
import { PictureStrip } from './picture-strip.tsx';
import { ReplyNote } from './reply-note.tsx';
import { StatusChip } from './status-chip.tsx';

/** One earlier complaint or suggestion: what the buyer wrote, where it stands, and the platform's reply. */
export function ComplaintEntry({ complaint }: { complaint: ComplaintView }) {
  const { t } = useTranslation();
  const date = useDateText();
  const about = complaint.order_sn
    ? t('afterSales.complaint.aboutOrder', { sn: complaint.order_sn })
    : t('afterSales.complaint.aboutPlatform');
  return (
    <article
      className={afterSalesStyles.card}
      aria-label={t('afterSales.complaint.entry', { about, date: date(complaint.created_at) })}
    >
      <header className={afterSalesStyles.row}>
        <span className={styles.about}>{about}</span>
        <StatusChip tone={complaint.status === 'replied' ? 'good' : 'waiting'}>
          {t(`afterSales.complaint.status.${complaint.status}`)}
        </StatusChip>
      </header>
      <time className={afterSalesStyles.time} dateTime={complaint.created_at}>
        {date(complaint.created_at)}
      </time>
      <p className={afterSalesStyles.text} dir="auto">
        {complaint.content}
      </p>
      <PictureStrip urls={[complaint.certificate]} label={t('afterSales.complaint.certificate')} />
      {complaint.reply ? <ReplyNote title={t('afterSales.complaint.reply')} text={complaint.reply} /> : null}
    </article>
  );
}
