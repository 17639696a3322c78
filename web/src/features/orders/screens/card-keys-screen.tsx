import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCardKeys } from '#web/features/orders/api/use-card-keys.ts';
import { CardKeyItem } from '#web/features/orders/components/card-key-item.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { PageSkeleton } from '#web/ui/page-skeleton.tsx';
import { RefreshList } from '#web/ui/refresh-list.tsx';
import screenStyles from '#web/ui/screen.module.css';
import styles from './card-keys-screen.module.css';

/** My card keys: what the buyer's virtual orders delivered. */
export function CardKeysScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cards = useCardKeys();
  if (cards.isPending) return <PageSkeleton label={t('common.loading')} />;
  if (cards.isError) {
    return (
      <main className={screenStyles.root}>
        <EmptyState
          look="disconnected"
          title={t('orders.cards.failed')}
          description={t('orders.common.checkConnection')}
        >
          <Button color="primary" fill="outline" onClick={() => void cards.refetch()}>
            {t('common.retry')}
          </Button>
        </EmptyState>
      </main>
    );
  }
  const list = cards.data.pages.flatMap((page) => page.list);
  if (list.length === 0) {
    return (
      <main className={screenStyles.root}>
        <EmptyState title={t('orders.cards.empty')} description={t('orders.cards.emptyHint')}>
          <Button color="primary" onClick={() => void navigate('/home')}>
            {t('orders.bag.goShopping')}
          </Button>
        </EmptyState>
      </main>
    );
  }
  return (
    <main>
      <RefreshList
        onRefresh={() => cards.refetch()}
        onLoadMore={() => cards.fetchNextPage()}
        hasMore={cards.hasNextPage}
        loadingMore={cards.isFetchingNextPage}
      >
        <ul className={styles.list}>
          {list.map((card) => (
            <li key={card.id}>
              <CardKeyItem card={card} />
            </li>
          ))}
        </ul>
      </RefreshList>
    </main>
  );
}
