import type { MemberLoginInfo } from '@shop/contracts';
import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { hasPage } from '../../../lib/router/page-directory.ts';
import { Link, navigate } from '../../../lib/router/use-route.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { Button } from '../../../ui/button.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { IconChevronRight, IconUser } from '../../../ui/icons.tsx';
import { usePageTitle } from '../../../ui/page-title.ts';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useLoginInfo } from '../api/find-login-info.ts';
import { LanguageSwitch } from '../components/language-switch.tsx';
import { loginPath, memberCentrePath } from '../components/login-rules.ts';
import { MemberAvatar } from '../components/member-avatar.tsx';
import { MemberEntrySection } from '../components/member-entry-list.tsx';
import { MemberFigures } from '../components/member-figures.tsx';
import { useLogOut } from '../components/use-log-out.ts';
import './member-centre-page.css';

const profilePath = '/subpackages/account/infoEdit';

function GuestHeader() {
  const t = useT();
  return (
    <div className="member-hero__row" data-testid="member-guest">
      <span className="member-avatar member-avatar--guest">
        <IconUser size={32} />
      </span>
      <div className="member-hero__text">
        <p className="member-hero__name ellipsis member-hero__name--wrap">{t('account.member.guestTitle')}</p>
        <p className="member-hero__sub">{t('account.member.guestText')}</p>
        <Button
          size="sm"
          className="member-hero__login"
          onClick={() => navigate(loginPath, { redirect: memberCentrePath })}
          data-testid="member-login"
        >
          {t('account.member.loginButton')}
        </Button>
      </div>
    </div>
  );
}

/** Avatar and name open the profile (SPEC §2 infoEdit) once that page is built. */
function ProfileLink({ children }: { children: ReactNode }) {
  const t = useT();
  if (!hasPage(profilePath)) return <div className="member-hero__row">{children}</div>;
  return (
    <Link
      to={profilePath}
      className="member-hero__row member-hero__row--link"
      data-testid="member-hero-profile"
    >
      {children}
      {/* Named by what it shows (WCAG 2.5.3, label in name), then what it does. */}
      <span className="visually-hidden">{t('account.member.editProfile')}</span>
      <IconChevronRight size={18} className="member-hero__chevron" />
    </Link>
  );
}

function MemberHeader({ user }: { user: MemberLoginInfo }) {
  const t = useT();
  const { userInfo } = user;
  const name = user.name.trim();
  // A member who has not given a name is known by their phone: shown once, in the name's place.
  const phoneAsName = !name && Boolean(userInfo.phoneMasked);
  return (
    <div data-testid="member-info">
      <ProfileLink>
        <MemberAvatar name={name} photoPath={user.photoPath} uid={user.uid} />
        <div className="member-hero__text">
          <p className="member-hero__name ellipsis" data-testid="member-name">
            {name || userInfo.phoneMasked || t('account.chooser.unnamed')}
          </p>
          <p className="member-hero__chips">
            {userInfo.categoryName ? (
              <span className="member-chip" data-testid="member-level">
                {userInfo.categoryName}
              </span>
            ) : null}
            <span className="member-hero__no" data-testid="member-no">
              {t('account.member.memberNo', { no: userInfo.customerNo })}
            </span>
          </p>
          {userInfo.phoneMasked && !phoneAsName ? (
            <p className="member-hero__sub" data-testid="member-phone">
              {userInfo.phoneMasked}
            </p>
          ) : null}
        </div>
      </ProfileLink>
    </div>
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

/**
 * The member centre (SPEC §2 account/account, tab 'Me'): who you are with your level and figures, then the
 * entries to the pages that are built (member-entries.ts), language and log out.
 */
export function MemberCentrePage() {
  const t = useT();
  const { isLoggedIn } = useSession();
  const info = useLoginInfo(true);
  const { logOut, busy } = useLogOut();
  const user = info.data?.isLogin ? info.data : null;

  usePageTitle(t('account.member.title'));
  let header = <GuestHeader />;
  if (isLoggedIn && user) header = <MemberHeader user={user} />;
  else if (isLoggedIn && info.isPending) header = <HeaderSkeleton />;

  return (
    <div className="member-page">
      <header className="member-hero">
        <h1 className="member-hero__title">{t('account.member.title')}</h1>
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
      {user ? <MemberFigures user={user} /> : null}
      <MemberEntrySection group="orders" isLoggedIn={isLoggedIn} />
      <MemberEntrySection
        group="services"
        isLoggedIn={isLoggedIn}
        title={t('account.member.sections.services')}
      />
      <MemberEntrySection
        group="account"
        isLoggedIn={isLoggedIn}
        title={t('account.member.sections.account')}
      />
      <section className="member-section card">
        <LanguageSwitch />
      </section>
      {isLoggedIn ? (
        <div className="member-page__logout">
          <Button variant="ghost" block onClick={logOut} loading={busy} data-testid="logout">
            {t('account.member.logout')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
