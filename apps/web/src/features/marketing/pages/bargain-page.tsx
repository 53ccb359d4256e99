import type { BargainActivityOut, BargainOut } from '@shop/contracts';
import { queryId } from '@shop/domain';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useBargainActivities, useBargainDetail, useMyBargains } from '../api/bargain-api.ts';
import { ActivityShell, useActivityView } from '../components/activity-shell.tsx';
import { BargainShare, FriendActions, StartBargain, StarterActions } from '../components/bargain-actions.tsx';
import {
  ActivityCard,
  ActivityHero,
  BargainCountdown,
  BargainCuts,
  BargainProgress,
  MyBargains,
} from '../components/bargain-parts.tsx';
import './bargain-page.css';

function ActivityList() {
  const t = useT();
  const activities = useBargainActivities();
  if (activities.isError)
    return <LoadFailed title={errorMessage(activities.error)} onRetry={() => void activities.refetch()} />;
  if (!activities.data) return <Skeleton height={96} radius={12} />;
  if (activities.data.length === 0) return <EmptyState title={t('marketing.bargain.none')} />;
  return (
    <div className="bg-list">
      {activities.data.map((a) => (
        <ActivityCard key={a.id} activity={a} />
      ))}
    </div>
  );
}

/**
 * One bargain as its starter or a friend sees it: the price and progress, what the reader can do, the link to
 * share while friends can still cut, and the cuts so far. `onEnd` asks it again when its time runs out.
 */
function BargainView({
  bargain,
  activity,
  onEnd,
}: {
  bargain: BargainOut;
  activity: BargainActivityOut;
  onEnd: () => void;
}) {
  const t = useT();
  return (
    <>
      <section className="bg-section" aria-labelledby="bg-bargain-title" data-testid="bargain-view">
        <h2 className="bg-section__title" id="bg-bargain-title">
          {bargain.mine
            ? t('marketing.bargain.yours')
            : t('marketing.bargain.whose', { name: bargain.starterName })}
        </h2>
        <BargainProgress bargain={bargain} onEnd={onEnd} />
        {bargain.mine ? (
          <StarterActions bargain={bargain} activity={activity} />
        ) : (
          <FriendActions bargain={bargain} />
        )}
      </section>
      {bargain.mine && bargain.status === 'in_progress' ? <BargainShare bargain={bargain} /> : null}
      <BargainCuts bargain={bargain} />
    </>
  );
}

function ActivityPage({ id, bargainId }: { id: number; bargainId: number | null }) {
  const detail = useBargainDetail(id, bargainId);
  if (detail.isError)
    return <LoadFailed title={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Skeleton height={200} radius={12} />;
  const { activity, bargain } = detail.data;
  return (
    <>
      <ActivityHero activity={activity} />
      {bargain ? (
        <BargainView bargain={bargain} activity={activity} onEnd={() => void detail.refetch()} />
      ) : (
        <section className="bg-section bg-section--start">
          <BargainCountdown endAt={activity.endsAt} startAt={activity.startsAt} />
          <StartBargain activity={activity} />
        </section>
      )}
    </>
  );
}

/**
 * Bargains (SPEC §1, §2 the bargain link, §4 statuses): the activities on now; an activity's page (?id=) where a
 * member starts a bargain and follows it; a shared bargain (?id=&bargain=) a friend cuts once (guests are asked
 * to log in); the member's bargains below.
 */
export function BargainPage() {
  const t = useT();
  const { query } = useRoute();
  const mine = useMyBargains();
  const view = useActivityView({
    list: () => <ActivityList />,
    detail: (id) => <ActivityPage key={id} id={id} bargainId={queryId(query.bargain)} />,
  });
  return (
    <ActivityShell
      title={t('marketing.bargain.title')}
      look="bg"
      view={view}
      mine={{
        title: t('marketing.bargain.mine'),
        list: mine.data ? <MyBargains bargains={mine.data} /> : null,
      }}
    />
  );
}
