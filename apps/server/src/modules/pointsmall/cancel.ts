import type { PointsOrderOut } from '@shop/contracts';
import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import type { MemberContext } from '../../platform/http/endpoints.ts';
import { cancelOrder } from '../order/index.ts';
import { findPointsOrder, pointsOrderOut } from './orders.ts';

/**
 * Integrals/CancelExchange (SPEC §7), through the order lifecycle's one cancel path (pointsKind's rules): an
 * exchange waiting unpaid is closed with its payment attempts (nothing was taken yet); goods waiting for pickup
 * come back with their points, stock and money (exchangeBackEffect). Coupons issued and goods picked up cannot be
 * given back (ORDER_CANCEL_FAILED). A repeat answers the cancelled order and gives nothing twice.
 */
export async function cancelExchange(ctx: MemberContext, orderNo: string): Promise<PointsOrderOut> {
  const uid = ctx.member.uid;
  await cancelOrder(ctx, { orderNo, memberId: uid, kinds: ['points'] }, 'shopper', ctx.clock.now());
  const found = await findPointsOrder(ctx.db, uid, { orderNo });
  if (!found) throw new AppError('ORDER_NOT_FOUND');
  const { order } = found;
  if (order.status !== 'cancelled' && order.status !== 'refunded') throw new AppError('ORDER_CANCEL_FAILED');
  if (order.cancelReason === 'timeout') throw new AppError('ORDER_TIMED_OUT');
  return pointsOrderOut(ctx.db, found, ctx.locale);
}

/**
 * The store gives goods back that it will not hand over (`npm run staff -- pointsmall cancel <orderNo>`): waiting
 * for pickup, or delivered and not yet received (accepted, on the way, brought back by the rider). Points, stock,
 * count and money (with the freight) come back once; anything else is ORDER_STATE_CONFLICT with its status.
 */
export async function cancelExchangeByStore(deps: AppDeps, orderNo: string) {
  const outcome = await cancelOrder(deps, { orderNo, kinds: ['points'] }, 'store', deps.clock.now());
  if (!outcome.cancelled) throw new AppError('ORDER_STATE_CONFLICT', {}, { Status: outcome.order.status });
  return { orderNo, status: outcome.order.status };
}
