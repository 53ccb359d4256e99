import type { GroupBuyActivityOut, GroupOut } from '@shop/contracts';
import { queryId, toMinor } from '@shop/domain';
import { serverNow } from '../../../lib/countdown/server-clock.ts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { useRoute } from '../../../lib/router/use-route.tsx';
import { useSession } from '../../../lib/session/session.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { errorMessage } from '../../../ui/feedback/feedback.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { Price } from '../../../ui/price.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { PaidResult } from '../../order/index.ts';
import { PaymentKeypad } from '../../payment/index.ts';
import {
  useGroupBuyActivities,
  useGroupBuyDetail,
  useGroupBuyOrder,
  useMyGroups,
} from '../api/group-buy-api.ts';
import { ActivityShell, useActivityView } from '../components/activity-shell.tsx';
import { ActivityCard, ActivityHero, GroupRules } from '../components/group-activity.tsx';
import { type JoinAction, OpenGroups, SharedGroup } from '../components/group-card.tsx';
import { GroupOrderView, MyGroups } from '../components/group-order.tsx';
import { PayChoice } from '../components/group-pay-choice.tsx';
import { useGroupBuy } from '../state/use-group-buy.ts';
import './group-buy-page.css';

function ActivityList() {
  const t = useT();
  const activities = useGroupBuyActivities();
  if (activities.isError)
    return <LoadFailed title={errorMessage(activities.error)} onRetry={() => void activities.refetch()} />;
  if (!activities.data) return <Skeleton height={96} radius={12} />;
  if (activities.data.length === 0) return <EmptyState title={t('marketing.groupBuy.none')} />;
  return (
    <div className="gb-list">
      {activities.data.map((a) => (
        <ActivityCard key={a.id} activity={a} />
      ))}
    </div>
  );
}

/** Why nothing can be bought in the activity now, as an error code the page translates; null when it can. */
function refusalOf(activity: GroupBuyActivityOut): string | null {
  const now = serverNow();
  if (activity.ended || now >= Date.parse(activity.endsAt)) return 'GROUP_BUY_ENDED';
  if (now < Date.parse(activity.startsAt)) return 'GROUP_BUY_NOT_STARTED';
  return null;
}

/** A shared group the reader can still join keeps the page's one call to action on its card. */
function sharedAwaits(group: GroupOut | null): boolean {
  return group !== null && group.status === 'awaiting_group' && !group.joinedByMe;
}

/**
 * One activity (?id=, with &group= from a leader's share link): that group first, then the activity, its rules,
 * the groups open to join and "Start a group"; members pay by balance or online, guests are asked to log in.
 */
function ActivityPage({ id, groupId }: { id: number; groupId: number | null }) {
  const detail = useGroupBuyDetail(id, groupId);
  if (detail.isError)
    return <LoadFailed title={errorMessage(detail.error)} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return <Skeleton height={200} radius={12} />;
  return (
    <ActivityBody
      activity={detail.data.activity}
      openGroups={detail.data.openGroups}
      shared={detail.data.group}
    />
  );
}

function ActivityBody({
  activity,
  openGroups,
  shared,
}: {
  activity: GroupBuyActivityOut;
  openGroups: GroupOut[];
  shared: GroupOut | null;
}) {
  const t = useT();
  const { isLoggedIn } = useSession();
  const form = useGroupBuy(activity, isLoggedIn, shared?.id ?? null);
  const refusal = refusalOf(activity);
  const action: JoinAction = {
    loggedIn: isLoggedIn,
    disabled: refusal !== null || form.pay.chosen === null,
    busy: form.busyFor,
    join: form.take,
  };
  const error = form.buy.error ?? (refusal ? t(`errors.${refusal}`) : null);
  const others = openGroups.filter((g) => g.id !== shared?.id);
  const choosing = isLoggedIn && refusal === null;
  // On a share link the way to pay sits under the group's "Join this group", the button the member came for.
  const payFirst = sharedAwaits(shared);
  return (
    <>
      {shared ? <SharedGroup group={shared} action={action} /> : null}
      {choosing && payFirst ? <PayChoice pay={form.pay} /> : null}
      <ActivityHero activity={activity} />
      <GroupRules id={activity.id} shown={activity.description} />
      <OpenGroups groups={others} action={action} />
      {choosing && !payFirst ? <PayChoice pay={form.pay} /> : null}
      {error ? (
        <p className="gb-error" role="alert" data-testid="group-buy-error">
          {error}
        </p>
      ) : null}
      {isLoggedIn || !sharedAwaits(shared) ? (
        <div className="gb-bar">
          <Price minor={toMinor(activity.groupPrice)} size="md" />
          <Button
            size="lg"
            loading={form.busyFor(null)}
            disabled={isLoggedIn && action.disabled}
            onClick={() => form.take(null)}
            data-testid={isLoggedIn ? 'group-buy-start' : 'group-buy-login'}
          >
            {t(isLoggedIn ? 'marketing.groupBuy.start' : 'marketing.groupBuy.logInToJoin')}
          </Button>
        </div>
      ) : null}
      <PaymentKeypad step={form.buy} amount={toMinor(activity.groupPrice)} />
    </>
  );
}

/** After paying (at once, or back from the gateway once confirmed): where the member's place and group stand. */
function OrderPage({ orderNo, localOrderNo }: { orderNo: string; localOrderNo: string }) {
  const t = useT();
  return (
    <PaidResult
      orderNo={orderNo}
      localOrderNo={localOrderNo}
      useOrder={useGroupBuyOrder}
      waiting={{ title: t('marketing.groupBuy.confirming') }}
      testId="group-buy"
    >
      {(order) => <GroupOrderView order={order} />}
    </PaidResult>
  );
}

/**
 * Group buys (SPEC §1, §2 group buy / join group links and my groups, §4 statuses): the activities on now; an
 * activity's page (?id=) or a shared group (&group=); after paying (?orderno=) the member's order and group; the
 * member's groups below.
 */
export function GroupBuyPage() {
  const t = useT();
  const { query } = useRoute();
  const mine = useMyGroups();
  const view = useActivityView({
    list: () => <ActivityList />,
    detail: (id) => <ActivityPage id={id} groupId={queryId(query.group)} />,
    order: ({ orderNo, localOrderNo }) => <OrderPage orderNo={orderNo} localOrderNo={localOrderNo} />,
  });
  return (
    <ActivityShell
      title={t('marketing.groupBuy.title')}
      look="gb"
      view={view}
      mine={{ title: t('marketing.groupBuy.mine'), list: mine.data ? <MyGroups orders={mine.data} /> : null }}
    />
  );
}
