import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '#web/ui/empty-state.tsx';
import screenStyles from '#web/ui/screen.module.css';
import afterSalesStyles from './after-sales.module.css';

type Props = {
  /** Something that failed to arrive may come on a retry; something missing never will. */
  kind: 'failed' | 'missing';
  title: string;
  retry?: () => void;
  retrying?: boolean;
  /** Where the buyer can go instead. */
  away?: { to: string; label: string };
};

/** A screen whose data did not come, or does not exist: say which, and what the buyer can do. */
export function LoadProblem({ kind, title, retry, retrying = false, away }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main className={screenStyles.root}>
      <EmptyState
        look={kind === 'failed' ? 'disconnected' : 'default'}
        title={title}
        description={kind === 'failed' ? t('afterSales.loadFailedHint') : undefined}
      >
        <div className={afterSalesStyles.problemActions}>
          {kind === 'failed' && retry ? (
            <Button color="primary" fill="outline" loading={retrying} onClick={retry}>
              {t('common.retry')}
            </Button>
          ) : null}
          {away ? (
            <Button
              color={kind === 'failed' ? 'default' : 'primary'}
              fill={kind === 'failed' ? 'none' : 'outline'}
              onClick={() => void navigate(away.to)}
            >
              {away.label}
            </Button>
          ) : null}
        </div>
      </EmptyState>
    </main>
  );
}
