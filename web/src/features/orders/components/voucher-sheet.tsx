import type { CheckoutVoucher } from '@crossbay/contract/vouchers';
import { Radio } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from '#web/i18n/use-money-text.ts';
import { useVoucherDeal } from '#web/i18n/use-voucher-deal.ts';
import { BottomSheet } from '#web/ui/bottom-sheet.tsx';
import styles from './address-picker.module.css';

type Props = {
  visible: boolean;
  shopName: string;
  vouchers: CheckoutVoucher[];
  chosenId: number | null;
  /** A held voucher, or null for none. */
  onChoose: (id: number | null) => void;
  onClose: () => void;
};

const NONE = 0;

/** The vouchers one shop's order could use, most off first, and "Don't use a voucher". */
export function VoucherSheet({ visible, shopName, vouchers, chosenId, onChoose, onClose }: Props) {
  const { t } = useTranslation();
  const deal = useVoucherDeal();
  const money = useMoneyText();
  return (
    <BottomSheet visible={visible} title={t('orders.vouchers.choose')} onClose={onClose}>
      <Radio.Group
        value={chosenId ?? NONE}
        onChange={(value) => {
          onChoose(value === NONE ? null : Number(value));
          onClose();
        }}
      >
        <ul className={styles.root} aria-label={shopName}>
          {vouchers.map((voucher) => (
            <li key={voucher.id} className={styles.item}>
              <Radio value={voucher.id} block>
                <span className={styles.who}>{deal(voucher)}</span>
                <span className={styles.where}>
                  {t('orders.vouchers.saving', { amount: money(voucher.saving) })}
                </span>
              </Radio>
            </li>
          ))}
          <li className={styles.item}>
            <Radio value={NONE} block>
              <span className={styles.who}>{t('orders.vouchers.noVoucher')}</span>
            </Radio>
          </li>
        </ul>
      </Radio.Group>
    </BottomSheet>
  );
}
