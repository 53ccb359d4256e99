import type { AppDeps } from '../../platform/deps.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { invalidateProductPages } from '../catalog/index.ts';
import { cancelOrder } from './lifecycle/cancel.ts';

/**
 * The shopper cancels their goods order while it is unpaid (SPEC §4): waiting for an online payment, or a cash /
 * pay-after order the store has not accepted (a reservation still booked for a later day among them), through the
 * lifecycle's one cancel path. A payment landing at the same moment either comes first (the cancel is refused) or
 * finds the order cancelled (and is refunded).
 */
export async function cancelByShopper(
  deps: Pick<AppDeps, 'db' | 'log'>,
  memberId: number,
  orderNo: string,
  at: Date,
): Promise<void> {
  const outcome = await cancelOrder(deps, { orderNo, memberId, kinds: ['goods'] }, 'shopper', at);
  if (outcome.cancelled) {
    invalidateProductPages(deps.db);
    return;
  }
  const { order } = outcome;
  if (order.status === 'cancelled')
    throw new AppError(order.cancelReason === 'timeout' ? 'ORDER_TIMED_OUT' : 'ORDER_CANCELLED');
  throw new AppError('ORDER_CANCEL_FAILED');
}
