import type { GroupBuyOrderOut, GroupOut } from '@shop/contracts';
import { PayCode } from '@shop/domain';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { type Translate, useT } from '../../../lib/i18n/i18n-context.tsx';
import type { MessageKey } from '../../../lib/i18n/messages.ts';
import { navigate } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { cancelAfterAsking, PaidCard, PaidUnpaid } from '../../order/index.ts';
import { cancelGroupOrder, refreshGroupBuys } from '../api/group-buy-api.ts';
import { activityRoute, groupBuyPath } from '../state/use-group-buy.ts';
import { GroupCountdown, GroupMembers, groupStatusText } from './group-parts.tsx';
import { GroupShare } from './group-share.tsx';
import { MineOrders, type MineRow } from './mine-orders.tsx';

/** The group of a paid order: its members and, while it waits, the time left and the link to share. */
function OrderGroup({ order, group }: { order: GroupBuyOrderOut; group: GroupOut }) {
  const t = useT();
  const waiting = order.status === 'pending' && group.status === 'awaiting_group';
  return (
    <>
      {waiting ? (
        <GroupCountdown
          endAt={group.expiresAt}
          onEnd={refreshGroupBuys}
          words={{ running: 'marketing.groupBuy.expiresIn', over: 'marketing.groupBuy.timeUp' }}
          testId="group-countdown"
        />
      ) : null}
      {group.filledByStore > 0 ? (
        <p className="gb-line" data-testid="group-filled-by-store">
          {t('marketing.groupBuy.filledByStore', { count: group.filledByStore })}
        </p>
      ) : null}
      <GroupMembers group={group} />
      {waiting ? <GroupShare order={order} group={group} /> : null}
    </>
  );
}

/** Where the money of a refunded place went: the balance, or the way it was paid online. */
function refundWords(order: GroupBuyOrderOut): MessageKey {
  return order.payMethod === PayCode.balance
    ? 'marketing.groupBuy.order.refundedBalance'
    : 'marketing.groupBuy.order.refundedOnline';
}

/** What a paid order's card says: PaidCard's tone, heading and line. */
interface Outcome {
  tone: 'done' | 'warn' | 'wait';
  title: string;
  text: string;
}

/** A paid order's heading, line and tone by its status (the group's state while the order still waits on it). */
function outcomeOf(order: GroupBuyOrderOut, t: Translate): Outcome {
  const orderNo = order.orderNo;
  switch (order.status) {
    case 'accepted':
      return {
        tone: 'done',
        title: t('marketing.groupBuy.order.formedTitle'),
        text: t('marketing.groupBuy.order.formedText', { orderNo }),
      };
    case 'completed':
      return {
        tone: 'done',
        title: t('marketing.groupBuy.order.completedTitle'),
        text: t('marketing.groupBuy.order.completedText', { orderNo }),
      };
    case 'refunded':
      return {
        tone: 'warn',
        title: t('marketing.groupBuy.order.refundedTitle'),
        text: t(refundWords(order), { amount: formatAmount(order.amount) }),
      };
    case 'cancelled':
      return {
        tone: 'warn',
        title: t('marketing.groupBuy.order.cancelledTitle'),
        text: t('marketing.groupBuy.order.cancelledText'),
      };
    default:
      // Paid: waiting for the group; past its limit or revoked, the job settles it in a moment.
      if (order.group && order.group.status !== 'awaiting_group')
        return {
          tone: 'wait',
          title: groupStatusText(t, order.group),
          text: t('marketing.groupBuy.order.settling'),
        };
      return {
        tone: 'done',
        title: t('marketing.groupBuy.order.waitingTitle', { count: order.group?.placesLeft ?? 0 }),
        text: t('marketing.groupBuy.order.waitingText'),
      };
  }
}

/** After paying (?orderno=): where the member's place stands, their group, and what to do next. */
export function GroupOrderView({ order }: { order: GroupBuyOrderOut }) {
  const t = useT();
  const back = activityRoute(order.activityId);
  if (order.status === 'unpaid')
    return (
      <PaidUnpaid
        order={order}
        returnTo={back}
        payLabel={t('marketing.groupBuy.payAgain')}
        testId="group-buy"
        text={(until) => (until ? t('marketing.groupBuy.order.payBy', { time: until }) : '')}
      >
        <Button
          block
          variant="secondary"
          onClick={() => void cancelAfterAsking(t, () => cancelGroupOrder(order.orderNo))}
          data-testid="group-buy-cancel"
        >
          {t('order.cancel')}
        </Button>
      </PaidUnpaid>
    );
  const outcome = outcomeOf(order, t);
  return (
    <PaidCard tone={outcome.tone} title={outcome.title} text={outcome.text} testId="group-buy-order">
      <p className="gb-line">{order.name}</p>
      {order.group ? <OrderGroup order={order} group={order.group} /> : null}
    </PaidCard>
  );
}

/** The word of each status an order of this kind takes on my groups. */
const mineWords: Partial<Record<GroupBuyOrderOut['status'], MessageKey>> = {
  unpaid: 'marketing.groupBuy.mineStatus.unpaid',
  pending: 'marketing.groupBuy.mineStatus.pending',
  accepted: 'marketing.groupBuy.mineStatus.accepted',
  completed: 'marketing.groupBuy.mineStatus.completed',
  refunded: 'marketing.groupBuy.mineStatus.refunded',
  cancelled: 'marketing.groupBuy.mineStatus.cancelled',
};

/** The member's group buy orders (SPEC §2 my groups): each opens its order's view. */
export function MyGroups({ orders }: { orders: GroupBuyOrderOut[] }) {
  const t = useT();
  const rows: MineRow[] = orders.map((order) => ({
    orderNo: order.orderNo,
    name: order.name,
    createdAt: order.createdAt,
    status: t(mineWords[order.status] ?? 'marketing.groupBuy.mineStatus.pending'),
    open: () => navigate(groupBuyPath, { id: String(order.activityId), orderno: order.orderNo }),
  }));
  return <MineOrders rows={rows} empty={t('marketing.groupBuy.noGroups')} testId="group-buy-mine" />;
}
