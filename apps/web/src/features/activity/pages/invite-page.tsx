import { formatMoney } from '@shop/domain';
import { useId, useState } from 'react';
import { shareOrCopy } from '../../../lib/copy-share.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage, toast } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageSkeleton } from '../../../ui/skeleton.tsx';
import { useInviteInfo } from '../api/invitation-api.ts';
import { LinkQr } from '../components/link-qr.tsx';
import { RuleSummary } from '../components/rule-summary.tsx';
import { SharePoster } from '../components/share-poster.tsx';
import { enterShareLink, inviteRewardPath, inviteRulePath } from '../state/invite-paths.ts';
import './invitation.css';

/** The member's link to copy or share, with its QR code for a friend beside them to scan. */
function ShareLink({ uid }: { uid: number }) {
  const t = useT();
  const fieldId = useId();
  const link = enterShareLink(window.location.origin, window.location.pathname, uid);
  const share = async () => {
    const how = await shareOrCopy(t('activity.invite.shareTitle'), link);
    if (how !== 'shared') {
      toast(t(how === 'copied' ? 'activity.invite.copied' : 'activity.invite.copyFailed'), { kind: 'info' });
    }
  };
  return (
    <section className="invitation__card card" aria-labelledby={`${fieldId}-h`}>
      <h2 id={`${fieldId}-h`} className="invitation__heading">
        {t('activity.invite.yourLink')}
      </h2>
      <LinkQr text={link} label={t('activity.invite.qrLabel')} />
      <label className="visually-hidden" htmlFor={fieldId}>
        {t('activity.invite.linkLabel')}
      </label>
      <input
        id={fieldId}
        className="invitation__link"
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
        data-testid="invite-link"
      />
      <Button block onClick={() => void share()} data-testid="invite-copy">
        {t('activity.invite.copy')}
      </Button>
    </section>
  );
}

/** The invitation as a poster to save and send (decision 080): drawn by the server only when asked for. */
function InvitePoster() {
  const t = useT();
  const [shown, setShown] = useState(false);
  if (shown) return <SharePoster target={{ kind: 'invite' }} />;
  return (
    <Button variant="secondary" block onClick={() => setShown(true)} data-testid="invite-poster">
      {t('activity.invite.poster')}
    </Button>
  );
}

/**
 * The invite page (SPEC §2 actions/invitation/invite): the member's link with its QR code, what inviting earns
 * under the store's rules, how many friends they brought and what it came to; the rewards and rules pages.
 */
export function InvitePage() {
  const t = useT();
  const info = useInviteInfo();
  const body = () => {
    if (!info.data) {
      if (info.isError)
        return <LoadFailed title={errorMessage(info.error)} onRetry={() => void info.refetch()} />;
      return <PageSkeleton label={t('activity.invite.title')} />;
    }
    const d = info.data;
    if (!d.rules.open) return <EmptyState title={t('activity.invite.closed')} />;
    return (
      <>
        <section className="invitation__figures card" data-testid="invite-figures">
          <div>
            <strong data-testid="invite-count">{d.invitedCount}</strong>
            <span>{t('activity.invite.invited')}</span>
          </div>
          <div>
            <strong>{d.totals.points}</strong>
            <span>{t('activity.invite.points')}</span>
          </div>
          <div>
            <strong>{formatMoney(Math.round(d.totals.balance * 100))}</strong>
            <span>{t('activity.invite.balance')}</span>
          </div>
        </section>
        <ShareLink uid={d.uid} />
        <InvitePoster />
        <section className="invitation__card card">
          <h2 className="invitation__heading">{t('activity.invite.whatYouGet')}</h2>
          <RuleSummary rules={d.rules} />
        </section>
        <div className="invitation__actions">
          <Button
            variant="secondary"
            onClick={() => navigate(inviteRewardPath)}
            data-testid="invite-to-rewards"
          >
            {t('activity.invite.myRewards')}
          </Button>
          <Button variant="secondary" onClick={() => navigate(inviteRulePath)} data-testid="invite-to-rule">
            {t('activity.invite.rules')}
          </Button>
        </div>
      </>
    );
  };
  return (
    <div className="invitation-page">
      <PageHeader title={t('activity.invite.title')} />
      <div className="invitation-page__body">{body()}</div>
    </div>
  );
}
