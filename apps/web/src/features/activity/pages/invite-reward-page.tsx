import { formatDate } from '../../../lib/i18n/format.ts';
import { useLocale, useT } from '../../../lib/i18n/i18n-context.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageSkeleton } from '../../../ui/skeleton.tsx';
import { useNextPageOnReach } from '../../../ui/use-load-more.ts';
import { useInviteRewards } from '../api/invitation-api.ts';
import { rewardLine } from '../components/reward-words.ts';
import './invitation.css';

/** The rewards the member received for inviting friends, or as a friend (SPEC §2 actions/invitation/inviteReward). */
export function InviteRewardPage() {
  const t = useT();
  const { locale } = useLocale();
  const list = useInviteRewards();
  const sentinel = useNextPageOnReach(list);
  const body = () => {
    if (!list.data) {
      if (list.isError)
        return <LoadFailed title={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
      return <PageSkeleton label={t('activity.rewards.title')} />;
    }
    const rows = list.data.pages.flatMap((p) => p.rewards);
    if (rows.length === 0) return <EmptyState title={t('activity.rewards.none')} />;
    return (
      <ul className="invitation__list" data-testid="invite-reward-list">
        {rows.map((r) => (
          <li key={r.id} className="invitation__reward card" data-testid="invite-reward">
            <p className="invitation__reward-head">
              <span>
                {t(
                  r.beneficiary === 'inviter' ? 'activity.rewards.forFriend' : 'activity.rewards.fromInviter',
                  {
                    name: r.otherName,
                  },
                )}
              </span>
              <time dateTime={r.grantedAt}>{formatDate(r.grantedAt, 'longDay')}</time>
            </p>
            <p className="invitation__when">{t(`activity.trigger.${r.trigger}`)}</p>
            <strong className="invitation__reward-items">{rewardLine(r.items, t, locale)}</strong>
          </li>
        ))}
        <li ref={sentinel} aria-hidden="true" />
      </ul>
    );
  };
  return (
    <div className="invitation-page">
      <PageHeader title={t('activity.rewards.title')} />
      <div className="invitation-page__body">{body()}</div>
    </div>
  );
}
