import { checkoutPath } from '@crossbay/contract/checkout-link';
import { itemsProblem } from '@crossbay/contract/checkout-rules';
import { Button, Checkbox } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBag } from '#web/features/orders/api/use-bag.ts';
import { useRemoveBagItems } from '#web/features/orders/api/use-remove-bag-items.ts';
import { totalOf } from '#web/features/orders/components/bag-money.ts';
import { BagShop } from '#web/features/orders/components/bag-shop.tsx';
import totalBarStyles from '#web/features/orders/components/total-bar.module.css';
import { ApproxPrice } from '#web/ui/approx-price.tsx';
import { ask } from '#web/ui/ask.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { Later } from '#web/ui/later.tsx';
import { Money } from '#web/ui/money.tsx';
import { RefreshArea } from '#web/ui/refresh-area.tsx';
import { ScreenData } from '#web/ui/screen-data.tsx';
import { showFailure, showSuccess } from '#web/ui/toast.ts';
import { TogetherStrip } from '#web/ui/together-strip.tsx';
import styles from './bag-screen.module.css';

export function BagScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const bag = useBag();
  const remove = useRemoveBagItems();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [editing, setEditing] = useState(false);

  const items = useMemo(() => bag.data?.shops.flatMap((shop) => shop.items) ?? [], [bag.data]);
  const choosable = items.filter((item) => item.available);
  const chosen = choosable.filter((item) => selected.has(item.id));
  // In edit mode any line may go, the unavailable ones too.
  const toDelete = editing ? items.filter((item) => selected.has(item.id)) : [];

  // Lines that left the bag (bought, deleted elsewhere) leave the selection too.
  useEffect(() => {
    setSelected((current) => {
      const ids = new Set(items.map((item) => item.id));
      const kept = [...current].filter((id) => ids.has(id));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [items]);

  const select = (ids: number[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const selectAll = (lines: { id: number }[]) => (on: boolean) =>
    select(
      lines.map((item) => item.id),
      on,
    );

  const confirmDelete = async (ids: number[]) => {
    if (ids.length === 0) return;
    const yes = await ask({
      message: t('orders.bag.deleteConfirm', { count: ids.length }),
      yes: t('orders.bag.delete'),
      no: t('orders.common.cancel'),
      danger: true,
    });
    if (!yes) return;
    remove.mutate(ids, {
      onSuccess: () => {
        showSuccess(t('orders.bag.deleted'));
        select(ids, false);
      },
    });
  };

  const checkOut = () => {
    // spec §5: at least one item, a card key on its own; the address is chosen at checkout.
    const problem = itemsProblem(chosen);
    if (problem) {
      showFailure(t(problem));
      return;
    }
    void navigate(checkoutPath(chosen.map((item) => ({ sku_id: item.sku_id, quantity: item.quantity }))));
  };

  return (
    <ScreenData
      query={bag}
      failed={{ title: t('orders.bag.loadFailed'), description: t('orders.common.checkConnection') }}
      isEmpty={() => items.length === 0}
      empty={
        <EmptyState title={t('orders.bag.empty')} description={t('orders.bag.emptyHint')}>
          <Button color="primary" onClick={() => void navigate('/home')}>
            {t('orders.bag.goShopping')}
          </Button>
          <TogetherStrip ids={[]} />
        </EmptyState>
      }
    >
      {(data) => {
        const all = choosable.length > 0 && chosen.length === choosable.length;
        const allInEdit = items.length > 0 && toDelete.length === items.length;
        return (
          <main className={styles.root}>
            <div className={styles.toolbar}>
              <span>{t('orders.bag.lines', { count: items.length })}</span>
              <Button
                size="small"
                fill="none"
                color="primary"
                onClick={() => setEditing((on) => !on)}
                aria-pressed={editing}
              >
                {editing ? t('orders.bag.done') : t('orders.bag.edit')}
              </Button>
            </div>
            <Later>
              <RefreshArea onRefresh={() => bag.refetch()}>
                {data.shops.map((shop) => (
                  <Later key={shop.merchant_id}>
                    <BagShop
                      shop={shop}
                      editing={editing}
                      selected={selected}
                      onSelect={select}
                      onDelete={(ids) => void confirmDelete(ids)}
                    />
                  </Later>
                ))}
              </RefreshArea>
            </Later>
            <Later>
              <TogetherStrip ids={items.map((item) => item.product_id)} />
            </Later>
            <Later>
              <section
                className={`${totalBarStyles.root} ${styles.bar}`}
                aria-label={t('orders.bag.summary')}
              >
                {editing ? (
                  <>
                    <Checkbox checked={allInEdit} onChange={selectAll(items)}>
                      {t('orders.bag.selectAll')}
                    </Checkbox>
                    <Button
                      color="danger"
                      shape="rounded"
                      disabled={toDelete.length === 0}
                      loading={remove.isPending}
                      onClick={() => void confirmDelete(toDelete.map((item) => item.id))}
                    >
                      {t('orders.bag.deleteCount', { count: toDelete.length })}
                    </Button>
                  </>
                ) : (
                  <>
                    <Checkbox
                      checked={all}
                      indeterminate={chosen.length > 0 && !all}
                      disabled={choosable.length === 0}
                      onChange={selectAll(choosable)}
                    >
                      {t('orders.bag.selectAll')}
                    </Checkbox>
                    <p className={`${totalBarStyles.total} ${styles.total}`}>
                      {t('orders.bag.total')}{' '}
                      <Money className={totalBarStyles.amount} amount={totalOf(chosen)} />
                      <ApproxPrice amount={totalOf(chosen)} className={styles.totalApprox} />
                    </p>
                    {/* Enabled with nothing chosen, so a tap says what is missing instead of doing nothing. */}
                    <Button color="primary" shape="rounded" onClick={checkOut}>
                      {t('orders.bag.checkout', { count: chosen.length })}
                    </Button>
                  </>
                )}
              </section>
            </Later>
          </main>
        );
      }}
    </ScreenData>
  );
}
