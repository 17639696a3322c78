import { Codes } from '@crossbay/contract/codes';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RequestError } from '#web/api/request-error.ts';
import { sessionKeys } from '#web/session/session-keys.ts';
import { ask } from '#web/ui/ask.tsx';

/** What the pay sheet says or offers after the server refused a payment (codes of contract/codes.ts). */
export function usePayRefusal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (error: unknown, onLeave: () => void): Promise<string> => {
    if (!(error instanceof RequestError)) return t('orders.pay.failed');
    if (error.code === Codes.PayCodeNotSet) {
      // The code was removed since the sheet opened: fresh account facts turn the sheet to setting one.
      await queryClient.invalidateQueries({ queryKey: sessionKeys.userInfo() });
    } else if (error.code === Codes.InsufficientBalance) {
      void queryClient.invalidateQueries({ queryKey: sessionKeys.userInfo() });
      const go = await ask({
        title: t('orders.pay.lowBalanceTitle'),
        message: error.message,
        yes: t('orders.pay.recharge'),
        no: t('orders.common.notNow'),
      });
      if (go) {
        onLeave();
        void navigate('/topUp');
      }
    }
    return error.kind === 'business' ? `${t('orders.pay.failed')}: ${error.message}` : t('orders.pay.failed');
  };
}
