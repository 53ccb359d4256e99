import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageSkeleton } from '../../../ui/skeleton.tsx';
import { useInviteRule } from '../api/invitation-api.ts';
import { RuleSummary } from '../components/rule-summary.tsx';
import './invitation.css';

/**
 * The invite rules (SPEC §2 actions/invitation/inviteRule): the rewards, how a friend is bound (the first invite
 * they follow, or only when registering through it) and for how long, and the store's own words.
 */
export function InviteRulePage() {
  const t = useT();
  const rule = useInviteRule();
  const body = () => {
    if (!rule.data) {
      if (rule.isError)
        return <LoadFailed title={errorMessage(rule.error)} onRetry={() => void rule.refetch()} />;
      return <PageSkeleton label={t('activity.rule.title')} />;
    }
    const r = rule.data;
    if (!r.open) return <EmptyState title={t('activity.invite.closed')} />;
    return (
      <>
        <section className="invitation__card card">
          <h2 className="invitation__heading">{t('activity.rule.rewards')}</h2>
          <RuleSummary rules={r} />
        </section>
        <section className="invitation__card card">
          <h2 className="invitation__heading">{t('activity.rule.binding')}</h2>
          <ul className="invitation__points" data-testid="invite-binding">
            <li>
              {t(r.bindMode === 'first' ? 'activity.rule.modeFirst' : 'activity.rule.modeRegistration')}
            </li>
            <li>
              {r.bindDays === null
                ? t('activity.rule.forGood')
                : t('activity.rule.days', { days: r.bindDays })}
            </li>
            <li>{t('activity.rule.once')}</li>
          </ul>
        </section>
        {r.description ? (
          <section className="invitation__card card">
            <p className="invitation__description">{r.description}</p>
          </section>
        ) : null}
      </>
    );
  };
  return (
    <div className="invitation-page">
      <PageHeader title={t('activity.rule.title')} />
      <div className="invitation-page__body">{body()}</div>
    </div>
  );
}
