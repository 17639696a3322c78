import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useConsultSubject } from '#web/features/after-sales/api/use-consult-subject.ts';
import afterSalesStyles from '#web/features/after-sales/components/after-sales.module.css';
import { ConsultForm } from '#web/features/after-sales/components/consult-form.tsx';
import { ConsultSubjectCard } from '#web/features/after-sales/components/consult-subject-card.tsx';
import { positiveId } from '#web/features/after-sales/components/positive-id.ts';
import { ScreenData } from '#web/features/after-sales/components/screen-data.tsx';

/** /consult/:product_id/:mch_id — a question to a shop about one of its products (product 0: the shop). */
export function ConsultScreen() {
  const { t } = useTranslation();
  const params = useParams();
  const productId = positiveId(params.product_id);
  const shopId = positiveId(params.mch_id);
  return (
    <ScreenData
      query={useConsultSubject(productId, shopId)}
      missing={productId === 0 && shopId === 0}
      missingTitle={t('afterSales.consult.noShop')}
      failedTitle={t('afterSales.consult.subjectFailed')}
      away={{ to: '/consult/list', label: t('afterSales.consult.toList') }}
    >
      {(subject) => (
        <main className={afterSalesStyles.root}>
          <ConsultSubjectCard subject={subject} />
          <ConsultForm subject={subject} />
          <p className={`${afterSalesStyles.quiet} ${afterSalesStyles.centre}`}>
            <Link to="/consult/list">{t('afterSales.consult.toList')}</Link>
          </p>
        </main>
      )}
    </ScreenData>
  );
}
