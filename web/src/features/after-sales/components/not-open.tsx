import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { EmptyState } from '#web/ui/empty-state.tsx';
import screenStyles from '#web/ui/screen.module.css';

/** The order is there but this step is not open for it (say, a review before receipt): say so, and where to go. */
export function NotOpen({ title, away }: { title: string; away: { to: string; label: string } }) {
  const navigate = useNavigate();
  return (
    <main className={screenStyles.root}>
      <EmptyState look="default" title={title}>
        <Button color="primary" fill="outline" onClick={() => void navigate(away.to)}>
          {away.label}
        </Button>
      </EmptyState>
    </main>
  );
}
