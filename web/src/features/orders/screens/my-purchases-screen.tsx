import type { OrderPage } from '@crossbay/contract/order';
import { ORDER_FILTERS } from '@crossbay/contract/order-statuses';
import { Button, Tabs } from 'antd-mobile';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { orderFilterOf, useOrderList } from '#web/features/orders/api/use-order-list.ts';
import { OrderCard } from '#web/features/orders/components/order-card.tsx';
import { boughtJustNow } from '#web/features/orders/components/paid-state.ts';
import { useDirection } from '#web/i18n/use-direction.ts';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { Later } from '#web/ui/later.tsx';
import { RefreshList } from '#web/ui/refresh-list.tsx';
import { ScreenData } from '#web/ui/screen-data.tsx';
import { TogetherStrip } from '#web/ui/together-strip.tsx';
import styles from './my-purchases-screen.module.css';

/** My purchases: one tab per status of spec §4 with its count, each an endless list. */
export function MyPurchasesScreen() {
  const { t } = useTranslation();
  const direction = useDirection();
  const navigate = useNavigate();
  const status = orderFilterOf(useParams().status);
  const orders = useOrderList(status);
  // The counts cover every status; the last ones known stay on the tabs while another tab loads.
  const counts = useRef<OrderPage['counts'] | null>(null);
  if (orders.data?.pages[0]) counts.current = orders.data.pages[0].counts;
  const list = orders.data?.pages.flatMap((page) => page.list) ?? [];
  const bought = boughtJustNow(useLocation().state);

  return (
    <main>
      <Later>
        <Tabs
          direction={direction}
          activeKey={status}
          onChange={(key) => void navigate(`/myPurchases/${key}`, { replace: true })}
          className={styles.tabs}
          aria-label={t('orders.list.tabs')}
        >
          {ORDER_FILTERS.map((filter) => {
            const count = counts.current?.[filter];
            return (
              <Tabs.Tab
                key={filter}
                title={count ? `${t(`orders.status.${filter}`)} (${count})` : t(`orders.status.${filter}`)}
              />
            );
          })}
        </Tabs>
      </Later>
      <div className={styles.list} role="tabpanel" aria-label={t(`orders.status.${status}`)}>
        <ScreenData
          query={orders}
          inline
          className={styles.placeholder}
          failed={{ title: t('orders.list.failed'), description: t('orders.common.checkConnection') }}
          isEmpty={() => list.length === 0}
          empty={
            <EmptyState
              className={styles.placeholder}
              title={t('orders.list.empty')}
              description={t('orders.list.emptyHint')}
            >
              <Button color="primary" onClick={() => void navigate('/home')}>
                {t('orders.bag.goShopping')}
              </Button>
            </EmptyState>
          }
        >
          {() => (
            <Later>
              <RefreshList
                onRefresh={() => orders.refetch()}
                onLoadMore={() => orders.fetchNextPage()}
                hasMore={orders.hasNextPage}
                loadingMore={orders.isFetchingNextPage}
              >
                <ul className={styles.items}>
                  {list.map((order) => (
                    <li key={order.id}>
                      <Later>
                        <OrderCard order={order} />
                      </Later>
                    </li>
                  ))}
                </ul>
              </RefreshList>
            </Later>
          )}
        </ScreenData>
      </div>
      {bought ? <TogetherStrip ids={bought} /> : null}
    </main>
  );
}
