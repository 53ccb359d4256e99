import type { MemberLoginInfo } from '@shop/contracts';
import { type ReactNode, useContext } from 'react';
import { formatAmount, formatDate } from '../../../lib/i18n/format.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { hasPage } from '../../../lib/router/page-directory.ts';
import { Link } from '../../../lib/router/use-route.tsx';
import { CurrencyContext } from '../../../ui/price.tsx';
import { memberEntries } from './member-entries.ts';

/** One figure; a link to its page (balance, points) once that page is built. */
function Figure(props: { label: string; entryKey?: string; testId: string; children: ReactNode }) {
  const entry = memberEntries.find((e) => e.key === props.entryKey);
  const content = (
    <>
      <span className="member-figures__value" data-testid={props.testId}>
        {props.children}
      </span>
      <span className="member-figures__label">{props.label}</span>
    </>
  );
  if (entry && hasPage(entry.path)) {
    return (
      <Link to={entry.path} query={entry.query} className="member-figures__item member-figures__item--link">
        {content}
      </Link>
    );
  }
  return <div className="member-figures__item">{content}</div>;
}

/**
 * The member's figures (SPEC §3 user info): balance, points and growth value, then the card's age and until when
 * it is valid.
 */
export function MemberFigures({ user }: { user: MemberLoginInfo }) {
  const t = useT();
  const currency = useContext(CurrencyContext);
  const { userInfo } = user;
  const days = userInfo.cardAge;
  return (
    <section className="member-figures card" data-testid="member-figures">
      <div className="member-figures__row">
        <Figure label={t('account.member.balance')} entryKey="balance" testId="member-figure-balance">
          {formatAmount(userInfo.money, currency)}
        </Figure>
        <Figure label={t('account.member.points')} entryKey="points" testId="member-figure-points">
          {userInfo.point}
        </Figure>
        <Figure label={t('account.member.growth')} testId="member-growth">
          {userInfo.growthValue}
        </Figure>
      </div>
      <dl className="member-card-strip">
        {days !== null ? (
          <div>
            <dt>{t('account.member.cardAge')}</dt>
            <dd data-testid="member-card-age">
              {days === 1 ? t('account.member.cardAgeDay') : t('account.member.cardAgeDays', { days })}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t(userInfo.expiryDate ? 'account.member.validUntil' : 'account.member.validity')}</dt>
          <dd data-testid="member-expiry">
            {userInfo.expiryDate
              ? formatDate(`${userInfo.expiryDate}T00:00:00Z`, 'short', { timeZone: 'UTC' })
              : t('account.member.neverExpires')}
          </dd>
        </div>
      </dl>
    </section>
  );
}
