import { ComplaintBody } from '@crossbay/contract/after-sales';
import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useComplain } from '#web/features/after-sales/api/use-complain.ts';
import { PictureField } from '#web/ui/picture-field.tsx';
import { showSuccess } from '#web/ui/toast.ts';
import { SubmitButton } from './submit-button.tsx';
import { TextItem } from './text-item.tsx';
import { useAfterSalesRules } from './use-after-sales-rules.ts';

type Values = { content: string; certificate: string };

/** spec §5: the content and the certificate are both required. Without an order it goes to the platform. */
export function ComplaintForm({ orderId }: { orderId?: number }) {
  const { t } = useTranslation();
  const rules = useAfterSalesRules();
  const complain = useComplain();
  const [form] = Form.useForm<Values>();
  const { shape } = ComplaintBody;
  const kind = orderId ? 'order' : 'platform';

  const submit = (values: Values) => {
    complain.mutate(
      {
        ...(orderId ? { order_id: orderId } : {}),
        content: values.content.trim(),
        certificate: values.certificate,
      },
      {
        onSuccess: () => {
          showSuccess(t('afterSales.complaint.sent'));
          // The new complaint now heads the list below; the form is ready for another.
          form.resetFields();
        },
      },
    );
  };

  return (
    <Form
      form={form}
      name={`complaint-${kind}`}
      layout="vertical"
      mode="card"
      requiredMarkStyle="none"
      initialValues={{ content: '', certificate: '' }}
      onFinish={submit}
      footer={<SubmitButton sending={complain.isPending}>{t('afterSales.complaint.submit')}</SubmitButton>}
    >
      <TextItem
        name="content"
        label={t(`afterSales.complaint.content.${kind}`)}
        placeholder={t(`afterSales.complaint.placeholder.${kind}`)}
        schema={shape.content}
      />
      <Form.Item
        name="certificate"
        label={t('afterSales.complaint.certificate')}
        description={t('afterSales.complaint.certificateHint')}
        rules={[rules.schema(shape.certificate)]}
      >
        <PictureField access="private" />
      </Form.Item>
    </Form>
  );
}
