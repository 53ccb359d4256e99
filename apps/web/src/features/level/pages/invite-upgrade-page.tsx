import type { LevelOut } from '@shop/contracts';
import { toMinor } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Price } from '../../../ui/price.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useLoginInfo } from '../../account/index.ts';
import { useLevels, useUpgradeInfo } from '../api/levels.ts';
import { benefitLines } from '../components/benefit-lines.ts';
import { InviteShare } from '../components/invite-share.tsx';
import { IconBenefit, IconInvite } from '../components/level-icons.tsx';
import { UpgradeForm } from '../components/upgrade-form.tsx';
import { levelPath, queryId } from '../state/level-paths.ts';
import './level-page.css';

/** The invitation itself: the level offered with all its benefits. */
function InvitedLevel({ level }: { level: LevelOut }) {
  const t = useT();
  return (
    <section className="invite-hero" data-testid="invite-level">
      <span className="invite-hero__icon" aria-hidden="true">
        <IconInvite size={26} />
      </span>
      <p className="invite-hero__kicker">{t('level.invite.fromFriend')}</p>
      <h2 className="invite-hero__name">{level.name}</h2>
      <p className="invite-hero__price">
        <Price minor={toMinor(level.price ?? 0)} size="md" />
        <span>
          {level.validDays !== null ? t('level.validDays', { days: level.validDays }) : t('level.permanent')}
        </span>
      </p>
      <ul className="invite-hero__benefits">
        {benefitLines(level, t).map((line) => (
          <li key={line}>
            <IconBenefit size={14} />
            <span>{line}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Why the invitation cannot be taken up: an unknown link, a level not for sale, or one already reached. */
function Unavailable({ title }: { title: string }) {
  const t = useT();
  return (
    <EmptyState
      title={title}
      action={
        <Button
          size="sm"
          variant="secondary"
          onClick={() => navigate(levelPath)}
          data-testid="invite-to-levels"
        >
          {t('level.invite.seeLevels')}
        </Button>
      }
    />
  );
}

/**
 * The upgrade invitation (SPEC §2 account/invitePayUpgrade?inviterUid=…&categoryId=…): the invitee sees the level
 * and pays for it, the inviter being rewarded once it is paid. The inviter opening their own link is told they
 * cannot invite themselves (INVITE_SELF) and may share it on.
 */
export function InviteUpgradePage() {
  const t = useT();
  const { query } = useRoute();
  const inviterUid = queryId(query.inviterUid);
  const categoryId = queryId(query.categoryId);
  const levels = useLevels(false);
  const info = useUpgradeInfo();
  const login = useLoginInfo(false);
  const uid = login.data?.isLogin ? login.data.uid : null;

  const level = levels.data?.find((l) => l.id === categoryId) ?? null;
  const failed = levels.error ?? info.error;
  let body = <Skeleton height={220} radius={16} />;
  if (inviterUid === null || categoryId === null) body = <Unavailable title={t('level.invite.broken')} />;
  else if (failed)
    body = (
      <LoadFailed
        title={errorMessage(failed)}
        onRetry={() => void Promise.all([levels.refetch(), info.refetch()])}
      />
    );
  else if (levels.data && info.data && uid !== null) {
    const rank = info.data.current?.rank ?? -1;
    if (!level) body = <Unavailable title={t('errors.LEVEL_NOT_FOUND')} />;
    else if (uid === inviterUid)
      body = (
        <>
          <p className="invite-self" role="alert" data-testid="invite-self">
            {t('errors.INVITE_SELF')}
          </p>
          <InviteShare levels={level.price !== null ? [level] : []} uid={uid} />
        </>
      );
    else if (level.price === null) body = <Unavailable title={t('errors.LEVEL_NOT_PURCHASABLE')} />;
    else if (level.rank <= rank)
      body = <Unavailable title={t('level.invite.reached', { name: level.name })} />;
    else
      body = (
        <>
          <InvitedLevel level={level} />
          <UpgradeForm levels={[level]} inviterUid={inviterUid} />
        </>
      );
  }

  return (
    <div className="level-page">
      <PageHeader title={t('level.invite.pageTitle')} />
      {body}
    </div>
  );
}
