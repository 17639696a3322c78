import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { ErrorBlock } from '#web/ui/empty-state.tsx';
import styles from './categories-error.module.css';

type Props = { retrying: boolean; onRetry: () => void };

export function CategoriesError({ retrying, onRetry }: Props) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.root}>
      <ErrorBlock
        status="default"
        title={t('home.categoriesFailed')}
        description={t('home.categoriesFailedHint')}
      >
        <Button color="primary" fill="outline" loading={retrying} onClick={onRetry}>
          {t('home.retry')}
        </Button>
      </ErrorBlock>
    </div>
  );
}
