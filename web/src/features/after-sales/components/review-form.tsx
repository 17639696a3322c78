import { MAX_PICTURES, ReviewBody } from '@crossbay/contract/after-sales';
import { Form } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAddReview } from '#web/features/after-sales/api/use-add-review.ts';
import { PicturesField } from '#web/ui/picture-field.tsx';
import { showSuccess } from '#web/ui/toast.ts';
import { ScoreField } from './score-field.tsx';
import { SubmitButton } from './submit-button.tsx';
import { TextItem } from './text-item.tsx';

type Values = {
  product_score: number;
  service_score: number;
  postage_score: number;
  content: string;
  pictures: string[];
};

const SCORES = ['product_score', 'service_score', 'postage_score'] as const;

/** spec §5: the review content cannot be empty; the three scores start at five stars, pictures are optional. */
export function ReviewForm({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const review = useAddReview();

  const submit = (values: Values) => {
    review.mutate(
      { order_id: orderId, ...values, content: values.content.trim() },
      {
        onSuccess: () => {
          showSuccess(t('afterSales.review.published'));
          void navigate(`/orderInfo/${orderId}`, { replace: true });
        },
      },
    );
  };

  return (
    <Form
      name="review"
      layout="vertical"
      mode="card"
      requiredMarkStyle="none"
      initialValues={{ product_score: 5, service_score: 5, postage_score: 5, content: '', pictures: [] }}
      onFinish={submit}
      footer={<SubmitButton sending={review.isPending}>{t('afterSales.review.submit')}</SubmitButton>}
    >
      {SCORES.map((score) => (
        <Form.Item key={score} name={score} label={t(`afterSales.review.scores.${score}`)}>
          <ScoreField label={t(`afterSales.review.scores.${score}`)} />
        </Form.Item>
      ))}
      <TextItem
        name="content"
        label={t('afterSales.review.content')}
        placeholder={t('afterSales.review.contentPlaceholder')}
        schema={ReviewBody.shape.content}
      />
      <Form.Item
        name="pictures"
        label={t('afterSales.review.pictures')}
        description={t('afterSales.picturesHint', { count: MAX_PICTURES })}
      >
        <PicturesField maxCount={MAX_PICTURES} access="public" />
      </Form.Item>
    </Form>
  );
}
