import type { HeldVoucher, VoucherState } from '@crossbay/contract/vouchers';
import { VOUCHER_STATES } from '@crossbay/contract/vouchers';
import { Tabs } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMyVouchers } from '#web/features/wallet/api/use-my-vouchers.ts';
import { useDateText } from '#web/i18n/use-date-text.ts';
import { useDirection } from '#web/i18n/use-direction.ts';
import { useVoucherDeal } from '#web/i18n/use-voucher-deal.ts';
import { EmptyState } from '#web/ui/empty-state.tsx';
import screenStyles from '#web/ui/screen.module.css';
import { ScreenData } from '#web/ui/screen-data.tsx';
import styles from './vouchers-screen.module.css';
import walletScreenStyles from './wallet-screen.module.css';

const isState = (value: string | null): value is VoucherState =>
  (VOUCHER_STATES as readonly string[]).includes(value ?? '');

function VoucherCard({ voucher }: { voucher: HeldVoucher }) {
  const { t } = useTranslation();
  const deal = useVoucherDeal();
  const date = useDateText();
  return (
    <li className={voucher.state === 'usable' ? styles.card : `${styles.card} ${styles['card--off']}`}>
      <p className={styles.deal}>{deal(voucher)}</p>
      <p className={styles.fact}>
        <bdi>{voucher.merchant_name ?? t('wallet.vouchers.platform')}</bdi>
      </p>
      <p className={styles.fact}>
        {voucher.state === 'used' && voucher.used_at
          ? t('wallet.vouchers.usedOn', { date: date(voucher.used_at) })
          : voucher.state === 'expired'
            ? t('wallet.vouchers.endedOn', { date: date(voucher.ends_at) })
            : t('wallet.vouchers.until', { date: date(voucher.ends_at) })}
      </p>
    </li>
  );
}

/** Me › My vouchers: those the buyer can use, has used, and let expire. */
export function VouchersScreen() {
  const { t } = useTranslation();
  const vouchers = useMyVouchers();
  const direction = useDirection();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab');
  const state: VoucherState = isState(tab) ? tab : 'usable';
  const failed = { title: t('wallet.loadFailed'), description: t('wallet.loadFailedHint') };
  return (
    <ScreenData query={vouchers} failed={failed}>
      {(data) => (
        <main className={`${screenStyles.root} ${walletScreenStyles.root} ${walletScreenStyles.list}`}>
          <Tabs
            direction={direction}
            activeKey={state}
            onChange={(key) => setParams({ tab: key }, { replace: true })}
            aria-label={t('wallet.vouchers.title')}
            className={styles.tabs}
          >
            {VOUCHER_STATES.map((key) => (
              <Tabs.Tab key={key} title={t(`wallet.vouchers.${key}`, { n: data[key].length })} />
            ))}
          </Tabs>
          {data[state].length === 0 ? (
            <EmptyState title={t(`wallet.vouchers.none.${state}`)} />
          ) : (
            <ul className={styles.list} aria-label={t(`wallet.vouchers.${state}`, { n: data[state].length })}>
              {data[state].map((voucher) => (
                <VoucherCard key={voucher.id} voucher={voucher} />
              ))}
            </ul>
          )}
        </main>
      )}
    </ScreenData>
  );
}
