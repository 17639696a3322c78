import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCardKeys } from '#web/features/orders/api/use-card-keys.ts';
import { CardKeyItem } from '#web/features/orders/components/card-key-item.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { RefreshList } from '#web/ui/refresh-list.tsx';
import { ScreenData } from '#web/ui/screen-data.tsx';
import styles from './card-keys-screen.module.css';

/** My card keys: what the buyer's virtual orders delivered. */
export function CardKeysScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cards = useCardKeys();
  return (
    <ScreenData
      query={cards}
      failed={{ title: t('orders.cards.failed'), description: t('orders.common.checkConnection') }}
      isEmpty={({ pages }) => pages.every((page) => page.list.length === 0)}
      empty={
        <EmptyState title={t('orders.cards.empty')} description={t('orders.cards.emptyHint')}>
          <Button color="primary" onClick={() => void navigate('/home')}>
            {t('orders.bag.goShopping')}
          </Button>
        </EmptyState>
      }
    >
      {({ pages }) => (
        <main>
          <RefreshList
            onRefresh={() => cards.refetch()}
            onLoadMore={() => cards.fetchNextPage()}
            hasMore={cards.hasNextPage}
            loadingMore={cards.isFetchingNextPage}
          >
            <ul className={styles.list}>
              {pages
                .flatMap((page) => page.list)
                .map((card) => (
                  <li key={card.id}>
                    <CardKeyItem card={card} />
                  </li>
                ))}
            </ul>
          </RefreshList>
        </main>
      )}
    </ScreenData>
  );
}
