import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../ui/empty-state.tsx';
import { useGoBack } from '../../ui/use-go-back.ts';
import { useRouteHandle } from '../route-handle.ts';

/** Stands in for a screen that a later issue builds. */
export function NotYetOpenScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goBack = useGoBack();
  // A tab screen has no "back": it offers the way home instead.
  const onTab = useRouteHandle()?.chrome === 'tab';
  return (
    <main className="screen">
      <EmptyState look="default" title={t('notYetOpen.title')} description={t('notYetOpen.description')}>
        <Button color="primary" fill="outline" onClick={onTab ? () => void navigate('/home') : goBack}>
          {onTab ? t('notYetOpen.home') : t('notYetOpen.back')}
        </Button>
      </EmptyState>
    </main>
  );
}
