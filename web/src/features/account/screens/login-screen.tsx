import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { returnPathFrom } from '../../../session/return-path.ts';
import { LoginForm } from '../components/login-form.tsx';
import { ThirdLogin } from '../components/third-login.tsx';

export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const goOn = useCallback((path: string) => void navigate(path, { replace: true }), [navigate]);
  return (
    <main className="screen login-screen">
      <h2 className="login-screen__welcome">{t('account.welcome')}</h2>
      <p className="login-screen__hint">{t('account.welcomeHint')}</p>
      <LoginForm onLoggedIn={() => goOn(returnPathFrom(search))} />
      <p className="login-screen__links">
        <Link to="/forgotPassword">{t('account.forgotPassword')}</Link>
        <span>
          {t('account.noAccount')} <Link to="/register">{t('account.register')}</Link>
        </span>
      </p>
      <ThirdLogin search={search} returnPath={returnPathFrom(search)} onLoggedIn={goOn} />
    </main>
  );
}
