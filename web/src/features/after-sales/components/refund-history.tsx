import type { RefundView } from '@crossbay/contract/after-sales';
import type { AuditStatus } from '@crossbay/contract/wallet';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDateText } from '#web/i18n/use-date-text.ts';
import { Money } from '#web/ui/money.tsx';
import afterSalesStyles from './after-sales.module.css';
import { PictureStrip } from './picture-strip.tsx';
import styles from './refund-history.module.css';
import { ReplyNote } from './reply-note.tsx';
import { StatusChip, type Tone } from './status-chip.tsx';

const TONES: Record<AuditStatus, Tone> = { auditing: 'waiting', passed: 'good', refused: 'bad' };

function RefundEntry({ refund }: { refund: RefundView }) {
  const { t } = useTranslation();
  const date = useDateText();
  const status = t(`afterSales.refund.status.${refund.status}`);
  const when = (iso: string) => <time dateTime={iso}>{date(iso)}</time>;
  const facts: [string, ReactNode][] = [
    [t('afterSales.refund.type'), t(`afterSales.refund.types.${refund.type}`)],
    [t('afterSales.refund.goodsState'), t(`afterSales.refund.goodsStates.${refund.goods_state}`)],
    [t('afterSales.refund.reason'), t(`afterSales.refund.reasons.${refund.reason}`)],
    [t('afterSales.refund.appliedAt'), when(refund.created_at)],
  ];
  if (refund.decided_at) facts.push([t('afterSales.refund.decidedAt'), when(refund.decided_at)]);
  return (
    <article
      className={afterSalesStyles.card}
      aria-label={t('afterSales.refund.entry', { date: date(refund.created_at), status })}
    >
      <header className={afterSalesStyles.row}>
        <strong className={styles.amount}>
          <Money amount={refund.amount} />
        </strong>
        <StatusChip tone={TONES[refund.status]}>{status}</StatusChip>
      </header>
      <dl className={afterSalesStyles.facts}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={afterSalesStyles.text} dir="auto">
        {refund.explanation}
      </p>
      <PictureStrip urls={refund.proof} label={t('afterSales.refund.proof')} />
      {refund.decision_note ? (
        <ReplyNote title={t('afterSales.refund.decisionNote')} text={refund.decision_note} />
      ) : null}
    </article>
  );
}

/** The order's refund requests, newest first, each with where it stands and what the platform said. */
export function RefundHistory({ refunds }: { refunds: RefundView[] }) {
  const { t } = useTranslation();
  return (
    <section className={afterSalesStyles.section} aria-labelledby="refund-history-title">
      <h2 id="refund-history-title" className={afterSalesStyles.sectionTitle}>
        {t('afterSales.refund.history')}
      </h2>
      <ul className={afterSalesStyles.entries}>
        {refunds.map((refund) => (
          <li key={refund.id}>
            <RefundEntry refund={refund} />
          </li>
        ))}
      </ul>
    </section>
  );
}
