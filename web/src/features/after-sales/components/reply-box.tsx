import { ConsultReplyBody, MAX_TEXT } from '@crossbay/contract/after-sales';
import { Button, Form, TextArea } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useReplyConsult } from '#web/features/after-sales/api/use-send-consult.ts';
import styles from './reply-box.module.css';
import { useAfterSalesRules } from './use-after-sales-rules.ts';

/** The box at the bottom of a thread; what was typed stays there until the shop's server has it. */
export function ReplyBox({ consultId }: { consultId: number }) {
  const { t } = useTranslation();
  const rules = useAfterSalesRules();
  const reply = useReplyConsult();
  const [form] = Form.useForm<{ content: string }>();

  const submit = ({ content }: { content: string }) => {
    reply.mutate({ id: consultId, content: content.trim() }, { onSuccess: () => form.resetFields() });
  };

  return (
    <Form
      form={form}
      name="consult-reply"
      layout="horizontal"
      className={styles.root}
      initialValues={{ content: '' }}
      onFinish={submit}
    >
      <Form.Item
        name="content"
        className={styles.field}
        rules={[rules.schema(ConsultReplyBody.shape.content)]}
      >
        <TextArea
          aria-label={t('afterSales.consult.reply')}
          placeholder={t('afterSales.consult.replyPlaceholder')}
          maxLength={MAX_TEXT}
          autoSize={{ minRows: 1, maxRows: 4 }}
        />
      </Form.Item>
      <Button type="submit" color="primary" className={styles.send} loading={reply.isPending}>
        {t('afterSales.consult.send')}
      </Button>
    </Form>
  );
}
