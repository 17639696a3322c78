import type { BillRecord } from '@crossbay/contract/wallet';
import { useTranslation } from 'react-i18next';
import { useDiscount } from '#web/features/wallet/api/use-discount.ts';
import { BillList } from '#web/features/wallet/components/bill-list.tsx';
import type { ListSource } from '#web/features/wallet/components/record-list.tsx';
import { Money } from '#web/ui/money.tsx';
import screenStyles from '#web/ui/screen.module.css';
import { ScreenData } from '#web/ui/screen-data.tsx';
import styles from './discount-screen.module.css';
import walletScreenStyles from './wallet-screen.module.css';

/** My discount: the discount money given, usable and already used, and its history. */
export function DiscountScreen() {
  const { t } = useTranslation();
  const discount = useDiscount();
  const failed = { title: t('wallet.loadFailed'), description: t('wallet.loadFailedHint') };

  return (
    <ScreenData query={discount} failed={failed}>
      {(data) => {
        const summary = data.pages[0];
        // The totals come with every page; the history list reads the bills of all of them.
        const history: ListSource<BillRecord> = {
          rows: data.pages.flatMap((page) => page.history.list),
          isError: discount.isError,
          isFetching: discount.isFetching,
          refetch: discount.refetch,
          fetchNextPage: discount.fetchNextPage,
          hasNextPage: discount.hasNextPage,
          isFetchingNextPage: discount.isFetchingNextPage,
        };

        return (
          <main className={`${screenStyles.root} ${walletScreenStyles.root} ${walletScreenStyles.list}`}>
            {summary ? (
              <dl className={styles.root} aria-label={t('wallet.discount.summary')}>
                {(
                  [
                    ['usable', summary.usable],
                    ['gift', summary.gift],
                    ['totalGift', summary.total_gift],
                    ['used', summary.used],
                  ] as const
                ).map(([key, amount]) => (
                  <div key={key} className={key === 'usable' ? styles.main : undefined}>
                    <dt>{t(`wallet.discount.${key}`)}</dt>
                    <dd>
                      <Money amount={amount} />
                    </dd>
                  </div>
                ))}
              </dl>
            ) : null}
            <p className={walletScreenStyles.walletNote}>{t('wallet.discount.howItWorks')}</p>
            <h2 className={walletScreenStyles.walletHeading}>{t('wallet.discount.history')}</h2>
            <BillList
              query={history}
              label={t('wallet.discount.history')}
              empty={{
                title: t('wallet.discount.noHistory'),
                description: t('wallet.discount.noHistoryHint'),
                action: t('wallet.discount.shop'),
                to: '/home',
              }}
            />
          </main>
        );
      }}
    </ScreenData>
  );
}
