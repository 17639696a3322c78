import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '#web/ui/empty-state.tsx';
import screenStyles from '#web/ui/screen.module.css';

export function NotFoundScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className={screenStyles.root}>
      <EmptyState look="empty" title={t('notFound.title')} description={t('notFound.description')}>
        <Button color="primary" fill="outline" onClick={() => void navigate('/home')}>
          {t('notFound.home')}
        </Button>
      </EmptyState>
    </main>
  );
}
