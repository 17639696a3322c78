import { Form, NoticeBar, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlockchain } from '#web/features/wallet/api/use-blockchain.ts';
import { DepositAddress } from '#web/features/wallet/components/deposit-address.tsx';
import { RechargeForm, requiredRule } from '#web/features/wallet/components/recharge-form.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import screenStyles from '#web/ui/screen.module.css';
import { ScreenData } from '#web/ui/screen-data.tsx';
import walletScreenStyles from './wallet-screen.module.css';

/** /walletTopUp: send crypto to the platform's address, then tell us about it with the evidence. */
export function WalletTopUpScreen() {
  const { t } = useTranslation();
  const blockchain = useBlockchain();
  const failed = { title: t('wallet.loadFailed'), description: t('wallet.loadFailedHint') };
  const [chosen, setChosen] = useState<string | undefined>(undefined);

  return (
    <ScreenData query={blockchain} failed={failed}>
      {(data) => {
        const { networks, unsupported } = data;
        if (networks.length === 0)
          return (
            <EmptyState
              title={t('wallet.recharge.noNetworks')}
              description={t('wallet.recharge.noNetworksHint')}
            />
          );
        // spec §5: the network is the buyer's choice (it must be the one their wallet sends on); only a single
        // network is chosen for them.
        const only = networks.length === 1 ? networks[0] : undefined;
        const current = networks.find((n) => n.name === chosen) ?? only;

        return (
          <main className={`${screenStyles.root} ${walletScreenStyles.root}`}>
            <NoticeBar
              color="alert"
              wrap
              content={t('wallet.recharge.unsupported', { routes: unsupported.join(', ') })}
            />
            {current ? (
              <DepositAddress network={current} />
            ) : (
              <p className={`${walletScreenStyles.walletNote} ${walletScreenStyles.walletNoteTop}`}>
                {t('wallet.recharge.chooseNetworkFirst')}
              </p>
            )}
            <RechargeForm
              method="chain"
              initialNetwork={only?.name}
              limits={current ? { min: current.min_amount, max: current.max_amount } : null}
              addressLabel={t('wallet.recharge.yourAddress')}
              addressPlaceholder={t('wallet.recharge.yourAddressPlaceholder')}
              networkField={
                <Form.Item
                  name="network"
                  label={t('wallet.network')}
                  rules={[requiredRule(t('validation.networkRequired'))]}
                  getValueProps={(value: string | undefined) => ({ value: value ? [value] : [] })}
                  getValueFromEvent={(values: string[]) => {
                    const next = values[0];
                    setChosen(next);
                    return next;
                  }}
                >
                  <Selector
                    aria-label={t('wallet.network')}
                    columns={networks.length > 2 ? 3 : 2}
                    options={networks.map((n) => ({ label: n.name, value: n.name }))}
                  />
                </Form.Item>
              }
            />
          </main>
        );
      }}
    </ScreenData>
  );
}
