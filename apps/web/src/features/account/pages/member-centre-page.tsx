import type { MemberLoginInfo } from '@shop/contracts';
import { useContext } from 'react';
import { Link, navigate } from '../../../app/router/use-route.tsx';
import { useSession } from '../../../app/session.ts';
import { errorMessage } from '../../../app/shell/feedback.ts';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { Button } from '../../../ui/button.tsx';
import { IconChevronRight, IconOrder, IconUser } from '../../../ui/icons.tsx';
import { IconLock } from '../../../ui/page-icons.tsx';
import { CurrencyContext } from '../../../ui/price.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useLoginInfo } from '../api/find-login-info.ts';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { loginPath, memberCentrePath } from '../components/login-rules.ts';
import { MemberAvatar } from '../components/member-avatar.tsx';
import { useLogOut } from '../components/use-log-out.ts';
import './member-centre-page.css';

const orderListPath = '/subpackages/orderhistory/orderhistory';
const passwordPath = '/subpackages/account/password';

function GuestHeader() {
  const t = useT();
  return (
    <div className="member-hero__row" data-testid="member-guest">
      <span className="member-avatar member-avatar--guest">
        <IconUser size={32} />
      </span>
      <div className="member-hero__text">
        <p className="member-hero__name ellipsis member-hero__name--wrap">{t('member.guestTitle')}</p>
        <p className="member-hero__sub">{t('member.guestText')}</p>
        <Button
          size="sm"
          className="member-hero__login"
          onClick={() => navigate(loginPath, { redirect: memberCentrePath })}
          data-testid="member-login"
        >
          {t('member.loginButton')}
        </Button>
      </div>
    </div>
  );
}

function MemberHeader({ user }: { user: MemberLoginInfo }) {
  const t = useT();
  const { userInfo } = user;
  return (
    <div className="member-hero__row" data-testid="member-info">
      <MemberAvatar name={user.name} photoPath={user.photoPath} uid={user.uid} />
      <div className="member-hero__text">
        <p className="member-hero__name ellipsis">{user.name}</p>
        {userInfo.phoneMasked ? (
          <p className="member-hero__sub" data-testid="member-phone">
            {userInfo.phoneMasked}
          </p>
        ) : null}
        <p className="member-hero__chips">
          {userInfo.categoryName ? <span className="member-chip">{userInfo.categoryName}</span> : null}
          <span className="member-hero__no">{t('member.memberNo', { no: userInfo.customerNo })}</span>
        </p>
      </div>
    </div>
  );
}

function Figures({ user }: { user: MemberLoginInfo }) {
  const t = useT();
  const currency = useContext(CurrencyContext);
  return (
    <dl className="member-figures card" data-testid="member-figures">
      <div className="member-figures__item">
        <dt>{t('member.balance')}</dt>
        <dd data-testid="member-balance">{formatAmount(user.userInfo.money, currency)}</dd>
      </div>
      <div className="member-figures__item">
        <dt>{t('member.points')}</dt>
        <dd data-testid="member-points">{user.userInfo.point}</dd>
      </div>
    </dl>
  );
}

/** The member centre's entries to other pages (SPEC §2 named links: my orders; a member's password). */
function MemberLinks({ isLoggedIn }: { isLoggedIn: boolean }) {
  const t = useT();
  return (
    <nav className="member-section member-links card" aria-label={t('member.title')}>
      <Link to={orderListPath} replace className="member-link" data-testid="member-orders">
        <IconOrder size={22} />
        <span className="member-link__text">
          <span className="member-link__title">{t('orders.myOrders')}</span>
          <span className="member-link__sub">{t('orders.myOrdersText')}</span>
        </span>
        <IconChevronRight size={16} />
      </Link>
      {isLoggedIn ? (
        <Link to={passwordPath} className="member-link" data-testid="member-password">
          <IconLock size={22} />
          <span className="member-link__text">
            <span className="member-link__title">{t('account.password.title')}</span>
            <span className="member-link__sub">{t('account.password.entryText')}</span>
          </span>
          <IconChevronRight size={16} />
        </Link>
      ) : null}
    </nav>
  );
}

function HeaderSkeleton() {
  return (
    <div className="member-hero__row" aria-hidden="true">
      <Skeleton width={64} height={64} radius={32} />
      <div className="member-hero__text">
        <Skeleton width="50%" height={18} />
        <Skeleton width="35%" height={13} />
      </div>
    </div>
  );
}

/** The member centre, first version (SPEC §2 account/account, tab 'Me'): who you are, balance and points, language, log out. */
export function MemberCentrePage() {
  const t = useT();
  const { isLoggedIn } = useSession();
  const info = useLoginInfo(true);
  const { logOut, busy } = useLogOut();
  const user = info.data?.isLogin ? info.data : null;

  let header = <GuestHeader />;
  if (isLoggedIn && user) header = <MemberHeader user={user} />;
  else if (isLoggedIn && info.isPending) header = <HeaderSkeleton />;

  return (
    <div className="member-page">
      <header className="member-hero">
        <h1 className="member-hero__title">{t('member.title')}</h1>
        {header}
      </header>
      {isLoggedIn && info.isError ? (
        <div className="member-page__alert card" role="alert">
          <span>{errorMessage(info.error)}</span>
          <Button size="sm" variant="secondary" onClick={() => void info.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : null}
      {user ? <Figures user={user} /> : null}
      <MemberLinks isLoggedIn={isLoggedIn} />
      <section className="member-section card">
        <LanguageSwitch />
      </section>
      {isLoggedIn ? (
        <div className="member-page__logout">
          <Button variant="ghost" block onClick={logOut} loading={busy} data-testid="logout">
            {t('member.logout')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
