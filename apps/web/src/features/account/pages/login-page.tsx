import { useEffect } from 'react';
import { back, redirect, useRoute } from '../../../app/router/use-route.tsx';
import { useSession } from '../../../app/session.ts';
import { useStore } from '../../../app/store/use-store.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { loginTarget } from '../components/login-rules.ts';
import { SmsLoginForm } from '../components/sms-login-form.tsx';
import './login-page.css';

/**
 * Login (SPEC §2 account/login, §5): the ways the store offers (store settings loginOptions; SMS and guest
 * so far). After logging in, back to the page named by `redirect`, else the member centre.
 */
export function LoginPage() {
  const t = useT();
  const { query } = useRoute();
  const { info } = useStore();
  const { isLoggedIn } = useSession();
  const options = info?.settings.loginOptions ?? [];
  const goOn = () => {
    const target = loginTarget(query.redirect);
    redirect(target.path, target.query);
  };

  // Someone already logged in has nothing to do here (a stale link, the back button after login).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival, not on the login this page makes
  useEffect(() => {
    if (isLoggedIn) goOn();
  }, []);

  return (
    <div className="login-page">
      <PageHeader title={t('account.loginTitle')} />
      <div className="login-page__brand">
        {info?.logoUrl ? (
          <img className="login-page__logo" src={info.logoUrl} alt="" width={64} height={64} />
        ) : null}
        <h2 className="login-page__welcome">
          {t('account.welcome', { store: info?.storeName ?? t('app.name') })}
        </h2>
        <p className="login-page__subtitle">{t('account.subtitle')}</p>
      </div>
      <div className="login-page__card card">
        {options.includes('sms') ? (
          <SmsLoginForm onLoggedIn={goOn} />
        ) : (
          <EmptyState title={t('account.noLoginOption')} />
        )}
      </div>
      {options.includes('guest') ? (
        <button type="button" className="login-page__guest" onClick={back} data-testid="browse-as-guest">
          {t('account.browseAsGuest')}
        </button>
      ) : null}
    </div>
  );
}
