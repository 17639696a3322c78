import type { VoucherKind } from '@crossbay/contract/vouchers';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoneyText } from './use-money-text.ts';

type Deal = { kind: VoucherKind; value: string; min_spend: string };

/** What a voucher takes off, the buyer's way: "$5 off $30", "10% off". */
export function useVoucherDeal(): (voucher: Deal) => string {
  const { t } = useTranslation();
  const money = useMoneyText();
  return useCallback(
    (v: Deal) => {
      const off = v.kind === 'fixed' ? money(v.value) : t('catalog.vouchers.percent', { value: v.value });
      return Number(v.min_spend) > 0
        ? t('catalog.vouchers.dealMin', { off, min: money(v.min_spend) })
        : t('catalog.vouchers.deal', { off });
    },
    [t, money],
  );
}
