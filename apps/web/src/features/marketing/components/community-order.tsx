import type { CommunityOrderOut } from '@shop/contracts';
import { PayCode } from '@shop/domain';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { type Translate, useT } from '../../../lib/i18n/i18n-context.tsx';
import type { MessageKey } from '../../../lib/i18n/messages.ts';
import { navigate } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { cancelAfterAsking, PaidAmount, PaidCard, PaidUnpaid } from '../../order/index.ts';
import { cancelCommunityOrder, refreshCommunity } from '../api/community-group-api.ts';
import { communityPath, groupRoute } from '../state/use-community-buy.ts';
import { PickupWindow } from './community-parts.tsx';
import { GroupCountdown } from './group-parts.tsx';
import { MineOrders, type MineRow } from './mine-orders.tsx';

/** A placed order's heading, line and tone by its status (unpaid has a view of its own). */
function outcomeOf(order: CommunityOrderOut, t: Translate) {
  const point = order.point.name;
  switch (order.status) {
    case 'completed':
      return {
        tone: 'done' as const,
        title: t('marketing.community.order.completedTitle'),
        text: t('marketing.community.order.completedText', { point }),
      };
    case 'cancelled':
      return {
        tone: 'warn' as const,
        title: t('marketing.community.order.cancelledTitle'),
        text: t('marketing.community.order.cancelledText'),
      };
    case 'refunded':
      return {
        tone: 'warn' as const,
        title: t('marketing.community.order.refundedTitle'),
        text: t(
          order.payMethod === PayCode.balance
            ? 'marketing.seckill.order.refundedBalance'
            : 'marketing.seckill.order.refundedOnline',
          { amount: formatAmount(order.amount) },
        ),
      };
    default:
      // Paid: it waits at the leader's point for the pickup window.
      return {
        tone: 'done' as const,
        title: t('marketing.community.order.pendingTitle'),
        text: t('marketing.community.order.pendingText', { point, orderNo: order.orderNo }),
      };
  }
}

/** The order's lines, where it is picked up, and what it cost. */
function OrderLines({ order }: { order: CommunityOrderOut }) {
  const t = useT();
  return (
    <>
      <ul className="cg-lines">
        {order.lines.map((l) => (
          <li key={l.itemId} className="gb-line">
            {t('marketing.seckill.order.units', { name: l.name, count: l.quantity })}
          </li>
        ))}
      </ul>
      <p className="gb-line" data-testid="community-order-point">
        {t('marketing.community.order.at', { point: order.point.name, address: order.point.address })}
      </p>
      <PickupWindow from={order.pickupFrom} until={order.pickupUntil} />
      <PaidAmount label={t('marketing.seckill.amount')} amount={order.amount} />
    </>
  );
}

/** The order (?orderno=): unpaid with the time until its units are released, or where it stands once placed. */
export function CommunityOrderView({ order }: { order: CommunityOrderOut }) {
  const t = useT();
  if (order.status === 'unpaid')
    return (
      <PaidUnpaid
        order={order}
        returnTo={groupRoute(order.groupId)}
        payLabel={t('marketing.seckill.payAgain')}
        testId="community"
        text={(until) => (until ? t('marketing.seckill.order.payBy', { time: until }) : '')}
      >
        <OrderLines order={order} />
        {order.autoCancelAt ? (
          <GroupCountdown
            endAt={order.autoCancelAt}
            onEnd={refreshCommunity}
            words={{ running: 'marketing.seckill.releasedIn', over: 'marketing.seckill.released' }}
            testId="community-release"
          />
        ) : null}
        <Button
          block
          variant="secondary"
          onClick={() => void cancelAfterAsking(t, () => cancelCommunityOrder(order.orderNo))}
          data-testid="community-cancel"
        >
          {t('order.cancel')}
        </Button>
      </PaidUnpaid>
    );
  const outcome = outcomeOf(order, t);
  return (
    <PaidCard tone={outcome.tone} title={outcome.title} text={outcome.text} testId="community-order">
      <OrderLines order={order} />
    </PaidCard>
  );
}

/** The word of each status a community order takes on my community orders. */
const mineWords: Partial<Record<CommunityOrderOut['status'], MessageKey>> = {
  unpaid: 'marketing.seckill.mineStatus.unpaid',
  pending: 'marketing.community.mineStatus.pending',
  completed: 'marketing.community.mineStatus.completed',
  refunded: 'marketing.seckill.mineStatus.refunded',
  cancelled: 'marketing.seckill.mineStatus.cancelled',
};

/** The member's community orders, each opening its order. */
export function MyCommunityOrders({ orders }: { orders: CommunityOrderOut[] }) {
  const t = useT();
  const rows: MineRow[] = orders.map((order) => ({
    orderNo: order.orderNo,
    name: order.name,
    createdAt: order.createdAt,
    status: t(mineWords[order.status] ?? 'marketing.community.mineStatus.pending'),
    open: () => navigate(communityPath, { id: String(order.groupId), orderno: order.orderNo }),
  }));
  return <MineOrders rows={rows} empty={t('marketing.community.noOrders')} testId="community-mine" />;
}
