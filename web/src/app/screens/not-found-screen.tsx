import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../ui/empty-state.tsx';

export function NotFoundScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className="screen">
      <EmptyState look="empty" title={t('notFound.title')} description={t('notFound.description')}>
        <Button color="primary" fill="outline" onClick={() => void navigate('/home')}>
          {t('notFound.home')}
        </Button>
      </EmptyState>
    </main>
  );
}
