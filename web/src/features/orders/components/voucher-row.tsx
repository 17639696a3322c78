import type { CheckoutVoucher } from '@crossbay/contract/vouchers';
import { RightOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVoucherDeal } from '#web/i18n/use-voucher-deal.ts';
import { Money } from '#web/ui/money.tsx';
import { lazyWhenIdle, OnceOpened } from '#web/ui/opened-later.tsx';
import checkoutFieldStyles from './checkout-field.module.css';
import styles from './voucher-row.module.css';

const VoucherSheet = lazyWhenIdle(async () => (await import('./voucher-sheet.tsx')).VoucherSheet);

type Props = {
  shopName: string;
  used: CheckoutVoucher | null;
  vouchers: CheckoutVoucher[];
  onChoose: (id: number | null) => void;
};

/** A shop order's voucher: the one checkout picked (the most off), or the buyer's choice, changed in a sheet. */
export function VoucherRow({ shopName, used, vouchers, onChoose }: Props) {
  const { t } = useTranslation();
  const deal = useVoucherDeal();
  const [choosing, setChoosing] = useState(false);
  if (vouchers.length === 0 && !used) return null;
  return (
    <div className={checkoutFieldStyles.fieldRow}>
      <span className={checkoutFieldStyles.fieldRowLabel}>{t('orders.figures.voucher')}</span>
      <button
        type="button"
        className={styles.change}
        aria-haspopup="dialog"
        aria-label={`${t('orders.vouchers.choose')}: ${used ? deal(used) : t('orders.vouchers.noVoucher')}`}
        onClick={() => setChoosing(true)}
      >
        <span>{used ? deal(used) : t('orders.vouchers.noVoucher')}</span>
        <span>
          {used ? (
            <span className={styles.saving}>
              −<Money amount={used.saving} />
            </span>
          ) : null}
          <RightOutline aria-hidden="true" />
        </span>
      </button>
      <OnceOpened open={choosing}>
        <VoucherSheet
          visible={choosing}
          shopName={shopName}
          vouchers={vouchers}
          chosenId={used?.id ?? null}
          onChoose={onChoose}
          onClose={() => setChoosing(false)}
        />
      </OnceOpened>
    </div>
  );
}
