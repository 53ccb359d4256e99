import type { LevelOut } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { navigate, useRoute } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useLoginInfo } from '../../account/index.ts';
import { useLevels, useMemberCard, useUpgradeInfo } from '../api/levels.ts';
import { InviteShare } from '../components/invite-share.tsx';
import { LevelCard } from '../components/level-card.tsx';
import { LevelList } from '../components/level-list.tsx';
import { UpgradeForm } from '../components/upgrade-form.tsx';
import { UpgradeResult } from '../components/upgrade-result.tsx';
import { levelPath } from '../state/level-paths.ts';
import './level-page.css';

/** The levels a member can pay for: priced and above the rank they are at. */
export function purchasableAbove(levels: readonly LevelOut[], rank: number): LevelOut[] {
  return levels.filter((l) => l.price !== null && l.rank > rank);
}

function ListSkeleton() {
  return (
    <div className="level-list" aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} height={96} radius={12} />
      ))}
    </div>
  );
}

/** The level overview: the member card, the way up (pay or invite) and every level with its benefits. */
function Overview({ levels, rank, uid }: { levels: readonly LevelOut[]; rank: number; uid: number | null }) {
  const t = useT();
  const info = useUpgradeInfo();
  const canBuy = purchasableAbove(levels, rank).length > 0;
  const invitable = levels.filter((l) => l.price !== null);
  return (
    <>
      {canBuy ? (
        <div className="level-page__cta">
          <Button
            block
            size="lg"
            onClick={() => navigate(levelPath, { type: 'update' })}
            data-testid="level-upgrade"
          >
            {t('level.upgradeButton')}
          </Button>
        </div>
      ) : null}
      <LevelList levels={levels} currentId={info.data?.current?.id ?? null} />
      {uid !== null ? <InviteShare levels={invitable} uid={uid} /> : null}
    </>
  );
}

/**
 * The member level page (SPEC §2 account/customerLevel): the member's level, growth towards the next and the
 * benefits of every level; with ?type=update the paid upgrade, and with an order number its result.
 */
export function CustomerLevelPage() {
  const t = useT();
  const { query } = useRoute();
  const update = query.type === 'update';
  const orderNo = query.orderno ?? '';
  const levels = useLevels(true);
  const info = useUpgradeInfo();
  const card = useMemberCard();
  const login = useLoginInfo(false);
  const uid = login.data?.isLogin ? login.data.uid : null;

  const failed = levels.error ?? info.error ?? card.error;
  const rank = info.data?.current?.rank ?? -1;
  let body = <ListSkeleton />;
  if (failed) {
    body = (
      <LoadFailed
        title={errorMessage(failed)}
        onRetry={() => void Promise.all([levels.refetch(), info.refetch(), card.refetch()])}
      />
    );
  } else if (update && orderNo) {
    body = <UpgradeResult orderNo={orderNo} localOrderNo={query.localOrderNo ?? ''} />;
  } else if (levels.data && info.data) {
    if (levels.data.length === 0) body = <EmptyState title={t('level.noLevels')} />;
    else if (update) body = <UpgradeForm levels={purchasableAbove(levels.data, rank)} />;
    else body = <Overview levels={levels.data} rank={rank} uid={uid} />;
  }

  return (
    <div className="level-page">
      <PageHeader title={t(update ? 'level.upgradeTitle' : 'level.title')} />
      {update && orderNo ? null : <LevelCard info={info.data} card={card.data} />}
      {body}
    </div>
  );
}
