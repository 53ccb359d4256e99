import type { SeckillOrderOut } from '@shop/contracts';
import { PayCode } from '@shop/domain';
import { formatAmount } from '../../../lib/i18n/format.ts';
import { type Translate, useT } from '../../../lib/i18n/i18n-context.tsx';
import type { MessageKey } from '../../../lib/i18n/messages.ts';
import { navigate } from '../../../lib/router/use-route.tsx';
import { Button } from '../../../ui/button.tsx';
import { cancelAfterAsking, PaidAmount, PaidCard, PaidUnpaid } from '../../order/index.ts';
import { cancelSeckillOrder, refreshSeckills } from '../api/seckill-api.ts';
import { seckillPath, sessionRoute } from '../state/use-seckill-buy.ts';
import { GroupCountdown } from './group-parts.tsx';
import { MineOrders, type MineRow } from './mine-orders.tsx';

/** What an order's card says: PaidCard's tone, heading and line. */
interface Outcome {
  tone: 'done' | 'warn';
  title: string;
  text: string;
}

/** A placed order's heading, line and tone by its status (unpaid has a view of its own). */
export function seckillOutcome(order: SeckillOrderOut, t: Translate): Outcome {
  const orderNo = order.orderNo;
  switch (order.status) {
    case 'completed':
      return {
        tone: 'done',
        title: t('marketing.seckill.order.completedTitle'),
        text: t('marketing.seckill.order.completedText', { orderNo }),
      };
    case 'cancelled':
      return {
        tone: 'warn',
        title: t('marketing.seckill.order.cancelledTitle'),
        text: t('marketing.seckill.order.cancelledText'),
      };
    case 'refunded':
      return {
        tone: 'warn',
        title: t('marketing.seckill.order.refundedTitle'),
        text: t(
          order.payMethod === PayCode.balance
            ? 'marketing.seckill.order.refundedBalance'
            : 'marketing.seckill.order.refundedOnline',
          { amount: formatAmount(order.amount) },
        ),
      };
    default:
      // Paid (pending, or taken in hand by the store): collected at the counter on its number.
      return {
        tone: 'done',
        title: t('marketing.seckill.order.pendingTitle'),
        text: t('marketing.seckill.order.pendingText', { orderNo }),
      };
  }
}

/** The units of the order and what they cost. */
function OrderLines({ order }: { order: SeckillOrderOut }) {
  const t = useT();
  return (
    <>
      <p className="gb-line">
        {t('marketing.seckill.order.units', { name: order.name, count: order.quantity })}
      </p>
      <PaidAmount label={t('marketing.seckill.amount')} amount={order.amount} />
    </>
  );
}

/** The order (?orderno=): unpaid with the time until its units are released, or where it stands once placed. */
export function SeckillOrderView({ order }: { order: SeckillOrderOut }) {
  const t = useT();
  if (order.status === 'unpaid')
    return (
      <PaidUnpaid
        order={order}
        returnTo={sessionRoute(order.sessionId)}
        payLabel={t('marketing.seckill.payAgain')}
        testId="seckill"
        text={(until) => (until ? t('marketing.seckill.order.payBy', { time: until }) : '')}
      >
        <OrderLines order={order} />
        {order.autoCancelAt ? (
          <GroupCountdown
            endAt={order.autoCancelAt}
            onEnd={refreshSeckills}
            words={{ running: 'marketing.seckill.releasedIn', over: 'marketing.seckill.released' }}
            testId="seckill-release"
          />
        ) : null}
        <Button
          block
          variant="secondary"
          onClick={() => void cancelAfterAsking(t, () => cancelSeckillOrder(order.orderNo))}
          data-testid="seckill-cancel"
        >
          {t('order.cancel')}
        </Button>
      </PaidUnpaid>
    );
  const outcome = seckillOutcome(order, t);
  return (
    <PaidCard tone={outcome.tone} title={outcome.title} text={outcome.text} testId="seckill-order">
      <OrderLines order={order} />
    </PaidCard>
  );
}

/** The word of each status a seckill order takes on my seckill orders. */
const mineWords: Partial<Record<SeckillOrderOut['status'], MessageKey>> = {
  unpaid: 'marketing.seckill.mineStatus.unpaid',
  pending: 'marketing.seckill.mineStatus.pending',
  completed: 'marketing.seckill.mineStatus.completed',
  refunded: 'marketing.seckill.mineStatus.refunded',
  cancelled: 'marketing.seckill.mineStatus.cancelled',
};

/** The member's seckill orders (SPEC §2 my seckills): each opens its order's view. */
export function MySeckills({ orders }: { orders: SeckillOrderOut[] }) {
  const t = useT();
  const rows: MineRow[] = orders.map((order) => ({
    orderNo: order.orderNo,
    name: t('marketing.seckill.order.units', { name: order.name, count: order.quantity }),
    createdAt: order.createdAt,
    status: t(mineWords[order.status] ?? 'marketing.seckill.mineStatus.pending'),
    open: () => navigate(seckillPath, { id: String(order.sessionId), orderno: order.orderNo }),
  }));
  return <MineOrders rows={rows} empty={t('marketing.seckill.noOrders')} testId="seckill-mine" />;
}
