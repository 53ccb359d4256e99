import { useEffect, useRef } from 'react';
import { clientKeys } from '../../../lib/client-state.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate, useRoute } from '../../../lib/router/use-route.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { returnPath } from '../../../lib/session/use-login-gate.ts';
import { storage } from '../../../lib/storage.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { IconUser } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageSkeleton } from '../../../ui/skeleton.tsx';
import { useEnterShare, useRelationDistribute } from '../api/invitation-api.ts';
import { RuleSummary } from '../components/rule-summary.tsx';
import { invitePath, queryId } from '../state/invite-paths.ts';
import './invitation.css';

const loginPath = '/subpackages/account/login';

/**
 * A logged-in friend is bound through the link once (RelationDistribute) unless already bound; the answer, a
 * binding or a refusal (already bound, oneself, registration only), is read back from the page's data.
 */
function useBindOnce(inviterUid: number, boundTo: number | null | undefined) {
  const { isLoggedIn } = useSession();
  const bind = useRelationDistribute();
  const tried = useRef(false);
  useEffect(() => {
    if (!isLoggedIn || boundTo !== null || tried.current || inviterUid <= 0) return;
    tried.current = true;
    bind.mutate(inviterUid);
  }, [isLoggedIn, boundTo, inviterUid, bind]);
  return bind;
}

/**
 * The friend's landing page (SPEC §2 actions/invitation/enterShare?inviterUid=…): who invited them and what they
 * get. The inviter uid is remembered, so the login that follows sends it (x-inviter-uid) and a registration binds;
 * a logged-in member is bound through the link if the store's rules allow it.
 */
export function EnterSharePage() {
  const t = useT();
  const route = useRoute();
  const inviterUid = queryId(route.query.inviterUid) ?? 0;
  const { isLoggedIn } = useSession();
  useEffect(() => {
    if (inviterUid > 0) storage.set(clientKeys.inviterUid, inviterUid);
  }, [inviterUid]);
  const info = useEnterShare(inviterUid);
  const bind = useBindOnce(inviterUid, info.data?.boundTo);
  const body = () => {
    if (inviterUid <= 0) return <EmptyState title={t('activity.enter.unknown')} />;
    if (!info.data) {
      if (info.isError)
        return <LoadFailed title={errorMessage(info.error)} onRetry={() => void info.refetch()} />;
      return <PageSkeleton label={t('activity.enter.title')} />;
    }
    const d = info.data;
    if (!d.inviter) return <EmptyState title={t('activity.enter.unknown')} />;
    const bound = d.boundTo === inviterUid;
    return (
      <>
        <section className="invitation__hero card" data-testid="enter-share-inviter">
          {d.inviter.photo ? (
            <img className="invitation__photo" src={d.inviter.photo} alt="" width={56} height={56} />
          ) : (
            <span className="invitation__photo invitation__photo--blank" aria-hidden="true">
              <IconUser size={28} />
            </span>
          )}
          <p className="invitation__kicker">{t('activity.enter.invitedBy', { name: d.inviter.name })}</p>
        </section>
        <section className="invitation__card card">
          <h2 className="invitation__heading">{t('activity.enter.youGet')}</h2>
          {d.rules.open ? (
            <RuleSummary rules={d.rules} only="friend" />
          ) : (
            <p>{t('activity.invite.closed')}</p>
          )}
        </section>
        {isLoggedIn ? (
          <p className="invitation__state" role="status" data-testid="enter-share-state">
            {bound
              ? t('activity.enter.bound')
              : bind.isError
                ? errorMessage(bind.error)
                : d.boundTo !== null
                  ? t('activity.enter.boundElsewhere')
                  : t('activity.enter.binding')}
          </p>
        ) : null}
        <div className="invitation__actions">
          {isLoggedIn ? (
            <Button block onClick={() => navigate(invitePath)} data-testid="enter-share-invite">
              {t('activity.enter.inviteToo')}
            </Button>
          ) : (
            <Button
              block
              onClick={() => navigate(loginPath, { redirect: returnPath(route) })}
              data-testid="enter-share-login"
            >
              {t('activity.enter.join')}
            </Button>
          )}
        </div>
      </>
    );
  };
  return (
    <div className="invitation-page">
      <PageHeader title={t('activity.enter.title')} />
      <div className="invitation-page__body">{body()}</div>
    </div>
  );
}
