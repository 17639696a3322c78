import { Codes } from '@crossbay/contract/codes';
import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RequestError } from '../../../api/request-error.ts';

/** What the pay sheet says or offers after the server refused a payment (codes of contract/codes.ts). */
export function usePayRefusal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return async (error: unknown, onLeave: () => void): Promise<string> => {
    if (!(error instanceof RequestError)) return t('orders.pay.failed');
    if (error.code === Codes.PayCodeNotSet) {
      // spec §6: a missing payment password prompts the buyer to go to settings.
      const go = await Dialog.confirm({
        title: t('orders.pay.noCodeTitle'),
        content: t('orders.pay.noCodeText'),
        confirmText: t('orders.pay.goSetCode'),
        cancelText: t('orders.common.notNow'),
      });
      if (go) {
        onLeave();
        void navigate('/changePayPwd');
      }
    } else if (error.code === Codes.InsufficientBalance) {
      const go = await Dialog.confirm({
        title: t('orders.pay.lowBalanceTitle'),
        content: error.message,
        confirmText: t('orders.pay.recharge'),
        cancelText: t('orders.common.notNow'),
      });
      if (go) {
        onLeave();
        void navigate('/topUp');
      }
    }
    return error.kind === 'business' ? `${t('orders.pay.failed')}: ${error.message}` : t('orders.pay.failed');
  };
}
