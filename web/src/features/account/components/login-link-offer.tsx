import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLoginLink } from '#web/features/account/api/use-login-link.ts';
import { showSuccess } from '#web/ui/toast.ts';
import styles from './login-link-offer.module.css';

/** After a login held back from this place: a one-time link to the account's email instead. */
export function LoginLinkOffer({ account }: { account: string }) {
  const { t } = useTranslation();
  const send = useLoginLink();
  return (
    <section className={styles.offer} aria-labelledby="login-link-offer">
      <p id="login-link-offer" role="status">
        {t('account.heldBack')}
      </p>
      <Button
        block
        fill="outline"
        color="primary"
        loading={send.isPending}
        disabled={send.isSuccess}
        onClick={() => send.mutate({ account }, { onSuccess: () => showSuccess(t('account.linkSent')) })}
      >
        {t('account.sendLink')}
      </Button>
    </section>
  );
}
