import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAddresses } from '#web/features/account/api/use-addresses.ts';
import { useSetDefaultAddress } from '#web/features/account/api/use-set-default-address.ts';
import accountLinkButtonStyles from '#web/features/account/components/account-link-button.module.css';
import { AddressCard } from '#web/features/account/components/address-card.tsx';
import { EmptyState } from '#web/ui/empty-state.tsx';
import { RefreshList } from '#web/ui/refresh-list.tsx';
import screenStyles from '#web/ui/screen.module.css';
import { ScreenData } from '#web/ui/screen-data.tsx';
import { showSuccess } from '#web/ui/toast.ts';
import styles from './address-screen.module.css';

export function AddressScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addresses = useAddresses();
  const makeDefault = useSetDefaultAddress();

  const addButton = (
    <Button block color="primary" size="large" onClick={() => void navigate('/addressForm')}>
      {t('accountScreens.address.add')}
    </Button>
  );

  return (
    <ScreenData
      query={addresses}
      failed={{ title: t('accountScreens.loadFailed') }}
      isEmpty={({ pages }) => pages.every((page) => page.list.length === 0)}
      empty={
        <EmptyState
          title={t('accountScreens.address.empty')}
          description={t('accountScreens.address.emptyHint')}
        >
          <Link className={`adm-button adm-button-primary ${accountLinkButtonStyles.root}`} to="/addressForm">
            {t('accountScreens.address.add')}
          </Link>
        </EmptyState>
      }
    >
      {({ pages }) => (
        <main className={screenStyles.root}>
          <RefreshList
            onRefresh={() => addresses.refetch()}
            onLoadMore={() => addresses.fetchNextPage()}
            hasMore={addresses.hasNextPage}
            loadingMore={addresses.isFetchingNextPage}
          >
            <div className={styles.list}>
              {pages
                .flatMap((page) => page.list)
                .map((address) => (
                  <AddressCard
                    key={address.id}
                    address={address}
                    busy={makeDefault.isPending && makeDefault.variables === address.id}
                    onMakeDefault={() =>
                      makeDefault.mutate(address.id, {
                        onSuccess: () => showSuccess(t('accountScreens.address.defaultChanged')),
                      })
                    }
                  />
                ))}
            </div>
          </RefreshList>
          <div className={styles.accountStickyAction}>{addButton}</div>
        </main>
      )}
    </ScreenData>
  );
}
