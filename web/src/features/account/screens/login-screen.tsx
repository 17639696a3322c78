import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LoginForm } from '#web/features/account/components/login-form.tsx';
import { ThirdLogin } from '#web/features/account/components/third-login.tsx';
import { settleKeptTap } from '#web/session/after-login.ts';
import { returnPathFrom } from '#web/session/return-path.ts';
import screenStyles from '#web/ui/screen.module.css';
import accountFormScreenStyles from './account-form-screen.module.css';
import styles from './login-screen.module.css';

export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const goOn = useCallback(
    (path: string) => {
      settleKeptTap(path);
      void navigate(path, { replace: true });
    },
    [navigate],
  );
  return (
    <main className={`${screenStyles.root} ${accountFormScreenStyles.root}`}>
      <h2 className={accountFormScreenStyles.heading}>{t('account.welcome')}</h2>
      <p className={styles.hint}>{t('account.welcomeHint')}</p>
      <LoginForm onLoggedIn={() => goOn(returnPathFrom(search))} />
      <p className={styles.links}>
        <Link to="/forgotPassword">{t('account.forgotPassword')}</Link>
        <span>
          {t('account.noAccount')} <Link to="/register">{t('account.register')}</Link>
        </span>
      </p>
      <ThirdLogin search={search} returnPath={returnPathFrom(search)} onLoggedIn={goOn} />
    </main>
  );
}
