import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { providesPhoneToken } from '../../../lib/native-bridge.ts';
import { back, redirect, useRoute } from '../../../lib/router/use-route.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useStore } from '../../store/index.ts';
import { fetchPhoneAccounts, type PhoneAccount } from '../api/phone-accounts.ts';
import { AccountChooser } from '../components/account-chooser.tsx';
import { AccountSheet } from '../components/account-sheet.tsx';
import { EmailLoginForm } from '../components/email-login-form.tsx';
import type { Agreement } from '../components/login-fields.tsx';
import type { LoginWay } from '../components/login-finish.ts';
import { loginTarget } from '../components/login-rules.ts';
import { OneTapLogin } from '../components/one-tap-login.tsx';
import { PasswordLoginForm } from '../components/password-login-form.tsx';
import { SmsLoginForm } from '../components/sms-login-form.tsx';
import './login-page.css';

/** The ways in that have a tab of their own, in the order the tabs show. */
const tabWays = ['sms', 'password', 'email'] as const;
type TabWay = (typeof tabWays)[number];

/** The ways that prove a phone, after which the shopper picks among the accounts on it (SPEC §6). */
const phoneWays: readonly LoginWay[] = ['sms', 'autoPhone'];

function LoginTabs(props: {
  ways: readonly TabWay[];
  current: TabWay;
  onPick: (way: TabWay) => void;
  id: string;
}) {
  const t = useT();
  const { ways, current, onPick, id } = props;
  // Arrow keys move along the tabs, as a tab list does for keyboard and screen reader users.
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = ways[(ways.indexOf(current) + step + ways.length) % ways.length]!;
    onPick(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <div className="login-tabs" role="tablist" aria-label={t('account.loginWays')} onKeyDown={onKeyDown}>
      {ways.map((way) => (
        <button
          key={way}
          type="button"
          role="tab"
          id={`${id}-tab-${way}`}
          aria-selected={way === current}
          aria-controls={`${id}-panel`}
          tabIndex={way === current ? 0 : -1}
          className={`login-tabs__tab${way === current ? ' login-tabs__tab--current' : ''}`}
          onClick={() => onPick(way)}
          data-testid={`login-tab-${way}`}
        >
          {t(`account.tabs.${way}`)}
        </button>
      ))}
    </div>
  );
}

/**
 * Login (SPEC §2 account/login, §5): the ways the store offers (settings.loginOptions) — phone + SMS, member
 * number + password and email code as tabs, one-tap by phone where the platform vouches for it, and browsing as a
 * guest. One terms tick serves every way. After a login that proved a phone carrying several accounts, the
 * shopper picks one; then back to the page named by `redirect`, else the member centre.
 */
export function LoginPage() {
  const t = useT();
  const id = useId();
  const { query } = useRoute();
  const { info } = useStore();
  const { isLoggedIn } = useSession();
  const options = info?.settings.loginOptions ?? [];
  const ways = tabWays.filter((way) => options.includes(way));
  const [picked, setPicked] = useState<TabWay | null>(null);
  const tab = picked && ways.includes(picked) ? picked : ways[0];
  const [agreed, setAgreed] = useState(false);
  const agreement: Agreement = { agreed, setAgreed };
  const oneTap = options.includes('autoPhone') && providesPhoneToken();
  const [accounts, setAccounts] = useState<PhoneAccount[] | null>(null);

  const goOn = () => {
    const target = loginTarget(query.redirect);
    redirect(target.path, target.query);
  };

  const loggedIn = async (way: LoginWay) => {
    if (phoneWays.includes(way)) {
      // The list is a nicety: if it cannot be read, the shopper goes on as the account the login chose.
      const list = await fetchPhoneAccounts().catch(() => []);
      if (list.length >= 2) return setAccounts(list);
    }
    goOn();
  };

  // Someone already logged in has nothing to do here (a stale link, the back button after login).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only on arrival, not on the login this page makes
  useEffect(() => {
    if (isLoggedIn) goOn();
  }, []);

  const form = { agreement, onLoggedIn: (way: LoginWay) => void loggedIn(way) };
  const forms = (
    <>
      {tab === 'sms' ? <SmsLoginForm {...form} /> : null}
      {tab === 'password' ? <PasswordLoginForm {...form} /> : null}
      {tab === 'email' ? <EmailLoginForm {...form} /> : null}
    </>
  );
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
        {oneTap ? (
          <>
            <OneTapLogin {...form} withAgreement={!tab} />
            {tab ? <p className="login-page__or">{t('account.orUse')}</p> : null}
          </>
        ) : null}
        {ways.length > 1 && tab ? <LoginTabs ways={ways} current={tab} onPick={setPicked} id={id} /> : null}
        {ways.length > 1 ? (
          <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`}>
            {forms}
          </div>
        ) : (
          forms
        )}
        {!tab && !oneTap ? <EmptyState title={t('account.noLoginOption')} /> : null}
      </div>
      {options.includes('guest') ? (
        <button type="button" className="login-page__guest" onClick={back} data-testid="browse-as-guest">
          {t('account.browseAsGuest')}
        </button>
      ) : null}
      {accounts ? (
        <AccountSheet label={t('account.chooser.title')} onClose={goOn}>
          <AccountChooser accounts={accounts} onChosen={goOn} />
        </AccountSheet>
      ) : null}
    </div>
  );
}
