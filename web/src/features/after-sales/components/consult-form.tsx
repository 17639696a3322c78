import { ConsultBody } from '@crossbay/contract/after-sales';
import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Subject } from '#web/features/after-sales/api/use-consult-subject.ts';
import { useAddConsult } from '#web/features/after-sales/api/use-send-consult.ts';
import { showSuccess } from '#web/ui/toast.ts';
import { SubmitButton } from './submit-button.tsx';
import { TextItem } from './text-item.tsx';

/** The buyer's question to a shop; once sent, the thread it opens replaces this screen. */
export function ConsultForm({ subject }: { subject: Subject }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const add = useAddConsult();

  const submit = ({ content }: { content: string }) => {
    add.mutate(
      {
        merchant_id: subject.merchant.id,
        ...(subject.product ? { product_id: subject.product.id } : {}),
        content: content.trim(),
      },
      {
        onSuccess: (thread) => {
          showSuccess(t('afterSales.consult.sent'));
          void navigate(`/consult/detail/${thread.id}`, { replace: true });
        },
      },
    );
  };

  return (
    <Form
      name="consult"
      layout="vertical"
      mode="card"
      requiredMarkStyle="none"
      initialValues={{ content: '' }}
      onFinish={submit}
      footer={<SubmitButton sending={add.isPending}>{t('afterSales.consult.send')}</SubmitButton>}
    >
      <TextItem
        name="content"
        label={t('afterSales.consult.question')}
        placeholder={t('afterSales.consult.questionPlaceholder', { shop: subject.merchant.name })}
        schema={ConsultBody.shape.content}
      />
    </Form>
  );
}
