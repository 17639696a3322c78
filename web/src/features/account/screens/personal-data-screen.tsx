import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useDownloadPersonalData } from '#web/features/account/api/use-personal-data.ts';
import screenStyles from '#web/ui/screen.module.css';
import accountFormScreenStyles from './account-form-screen.module.css';

/** Security › Download my data: one JSON file of the account, its addresses, orders, bills and the rest. */
export function PersonalDataScreen() {
  const { t } = useTranslation();
  const download = useDownloadPersonalData();
  return (
    <main className={screenStyles.root}>
      <p className={accountFormScreenStyles.hint}>{t('accountScreens.privacy.downloadHint')}</p>
      <Button
        block
        color="primary"
        loading={download.isPending}
        disabled={download.isPending}
        onClick={() => download.mutate()}
      >
        {t('accountScreens.privacy.download')}
      </Button>
      <div aria-live="polite" className={accountFormScreenStyles.hint}>
        {download.isPending ? <p role="status">{t('accountScreens.privacy.preparing')}</p> : null}
        {download.isSuccess ? (
          <p role="status">{t('accountScreens.privacy.downloaded', { file: download.data })}</p>
        ) : null}
        {download.isError ? <p role="alert">{download.error.message}</p> : null}
      </div>
    </main>
  );
}
