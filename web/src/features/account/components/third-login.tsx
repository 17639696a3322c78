import { Button, DotLoading } from 'antd-mobile';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformInfo } from '#web/features/account/api/use-platform-info.ts';
import { useStartThirdLogin } from '#web/features/account/api/use-start-third-login.ts';
import { useThirdLogin } from '#web/features/account/api/use-third-login.ts';
import { isLocalPath } from '#web/session/return-path.ts';
import { showSuccess } from '#web/ui/toast.ts';
import styles from './third-login.module.css';
import { useFinishLogin } from './use-finish-login.ts';

// The provider sends the buyer back to /login without our own query; where they were going waits here.
const RETURN_KEY = 'crossbay.third-login.return';

type Props = { search: string; returnPath: string; onLoggedIn: (path: string) => void };

/** The OpenID provider's redirect back to /login carries code and state (and iss, RFC 9207). */
function providerAnswer(search: string) {
  const query = new URLSearchParams(search);
  const code = query.get('code');
  const state = query.get('state');
  const iss = query.get('iss');
  return code && state ? { code, state, ...(iss ? { iss } : {}) } : null;
}

/** "Sign in with another service", shown when the server has a provider; also finishes that sign-in. */
export function ThirdLogin({ search, returnPath, onLoggedIn }: Props) {
  const { t } = useTranslation();
  const platform = usePlatformInfo();
  const start = useStartThirdLogin();
  const finish = useThirdLogin();
  const finishLogin = useFinishLogin();
  const answered = useRef(false);
  const answer = providerAnswer(search);

  useEffect(() => {
    if (!answer || answered.current) return;
    // The code works once: never post it twice (strict mode runs effects twice in development).
    answered.current = true;
    finish.mutate(answer, {
      onSuccess: (login) => {
        finishLogin(login);
        showSuccess(t('account.loginSuccess'));
        const saved = sessionStorage.getItem(RETURN_KEY);
        sessionStorage.removeItem(RETURN_KEY);
        onLoggedIn(isLocalPath(saved) ? saved : '/');
      },
    });
  }, [answer, finish, finishLogin, onLoggedIn, t]);

  if (finish.isPending) {
    return (
      <p className={styles.status} role="status">
        {t('accountScreens.third.finishing')}
        <DotLoading />
      </p>
    );
  }
  if (!platform.data?.third_login) return null;

  const begin = () => {
    start.mutate(undefined, {
      onSuccess: ({ enabled, authorize_url }) => {
        if (!enabled || !authorize_url) return;
        sessionStorage.setItem(RETURN_KEY, returnPath);
        window.location.assign(authorize_url);
      },
    });
  };
  return (
    <div className={styles.root}>
      <span className={styles.or}>{t('accountScreens.third.or')}</span>
      <Button block fill="outline" size="large" loading={start.isPending} onClick={begin}>
        {t('accountScreens.third.button')}
      </Button>
    </div>
  );
}
