import type { Address } from '@crossbay/contract/address';
import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useAddress } from '#web/features/account/api/use-address.ts';
import { useDeleteAddress } from '#web/features/account/api/use-delete-address.ts';
import { AddressForm } from '#web/ui/address-form/address-form.tsx';
import { ask } from '#web/ui/ask.tsx';
import screenStyles from '#web/ui/screen.module.css';
import { ScreenData } from '#web/ui/screen-data.tsx';
import { showSuccess } from '#web/ui/toast.ts';
import { useGoBack } from '#web/ui/use-go-back.ts';
import accountFormScreenStyles from './account-form-screen.module.css';

function idFrom(param: string | undefined): number | undefined {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function AddressFormScreen() {
  const { t } = useTranslation();
  const id = idFrom(useParams().id);
  const existing = useAddress(id);
  if (id === undefined) return <AddressFormPage />;
  return (
    <ScreenData query={existing} missing={{ title: t('accountScreens.address.notFound') }}>
      {(address) => <AddressFormPage address={address} />}
    </ScreenData>
  );
}

function AddressFormPage({ address }: { address?: Address }) {
  const { t } = useTranslation();
  // Saved from a direct link, the address is shown among the others.
  const goBack = useGoBack('/address');
  const remove = useDeleteAddress();

  const deleteAddress = async () => {
    if (!address) return;
    const confirmed = await ask({
      message: t('accountScreens.address.deleteConfirm'),
      yes: t('accountScreens.address.delete'),
      no: t('accountScreens.cancel'),
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(address.id, {
      onSuccess: () => {
        showSuccess(t('accountScreens.address.deleted'));
        goBack();
      },
    });
  };

  return (
    <main className={`${screenStyles.root} ${accountFormScreenStyles.root}`}>
      <AddressForm
        {...(address ? { address } : {})}
        onSaved={goBack}
        actions={
          address ? (
            <Button block size="large" color="danger" fill="outline" onClick={() => void deleteAddress()}>
              {t('accountScreens.address.delete')}
            </Button>
          ) : null
        }
      />
    </main>
  );
}
