import type { OrderDetailOut, OrderSummaryOut } from '@shop/contracts';
import { isOnlinePayCode, isThirdPartyCode, PayCode } from '@shop/domain';
import type { MessageKey } from '../../../lib/i18n/messages.ts';

/**
 * How an order's state reads (SPEC §4 status labels). Keys are under `order.status.*` and `order.note.*`;
 * a timed-out order's note is the error text errors.ORDER_TIMED_OUT.
 */

type StatusFields = Pick<OrderSummaryOut, 'status' | 'orderMode' | 'refundState'>;

/** The key of the status label: a flagged refund reads 'refunding', a ready order by its pickup kind. */
export function statusLabelKey(order: StatusFields): MessageKey {
  if (order.refundState === 'flagged') return 'order.status.refunding';
  if (order.status === 'ready') {
    return order.orderMode === 'queue' ? 'order.status.readyQueue' : 'order.status.readyTakeout';
  }
  return `order.status.${order.status}`;
}

/** The tone of the label: waiting on the shopper, moving, done, or closed. */
export function statusTone(order: StatusFields): 'action' | 'active' | 'done' | 'closed' {
  if (order.refundState === 'flagged') return 'active';
  if (order.status === 'unpaid') return 'action';
  if (order.status === 'completed') return 'done';
  if (order.status === 'cancelled' || order.status === 'refunded') return 'closed';
  return 'active';
}

type DetailFields = StatusFields & Pick<OrderDetailOut, 'paidAt' | 'cancelReason'>;

/** The key of the short explanation under the status on the detail page. */
export function statusNoteKey(order: DetailFields): MessageKey {
  if (order.refundState === 'flagged') return 'order.note.refunding';
  switch (order.status) {
    case 'pending':
      return order.paidAt ? 'order.note.pendingPaid' : 'order.note.pendingAtStore';
    case 'ready':
      return order.orderMode === 'queue' ? 'order.note.readyQueue' : 'order.note.readyTakeout';
    case 'cancelled':
      if (order.cancelReason === 'timeout') return 'errors.ORDER_TIMED_OUT';
      return order.cancelReason === 'store' ? 'order.note.cancelledStore' : 'order.note.cancelledShopper';
    default:
      return `order.note.${order.status}`;
  }
}

/**
 * Whether the pickup number is what the shopper needs now (shown big): the order is on its way to them. Not for a
 * delivery order: the rider brings it, and its progress section says where it is.
 */
export function pickupIsKey(
  order: Pick<OrderSummaryOut, 'status' | 'pickupNo'> & Partial<Pick<OrderSummaryOut, 'orderMode'>>,
): boolean {
  if (order.orderMode === 'package') return false;
  return order.pickupNo !== '' && ['pending', 'accepted', 'ready'].includes(order.status);
}

/**
 * SPEC §4: the shopper may cancel while unpaid — online payment pending, or pay-at-store not yet accepted (a
 * reservation still booked for a later day among them).
 */
export function canCancel(order: Pick<OrderDetailOut, 'status' | 'paidAt'>): boolean {
  return order.status === 'unpaid' || (['pending', 'booked'].includes(order.status) && order.paidAt === null);
}

/** Whether the shopper can pay the order online from here. */
export function canPay(order: Pick<OrderSummaryOut, 'status' | 'payMethod'>): boolean {
  return order.status === 'unpaid' && isOnlinePayCode(order.payMethod);
}

/** Whether the order is closed or done, so ordering the same again makes sense. */
export function canReorder(order: Pick<OrderSummaryOut, 'status'>): boolean {
  return ['completed', 'cancelled', 'refunded'].includes(order.status);
}

const payNames: Record<number, 'cash' | 'balance' | 'alipay' | 'wechat' | 'payAfter'> = {
  [PayCode.cash]: 'cash',
  [PayCode.balance]: 'balance',
  [PayCode.alipay]: 'alipay',
  [PayCode.wechat]: 'wechat',
  [PayCode.payAfter]: 'payAfter',
};

/** The key of a payment method's name (SPEC §9 codes). */
export function payMethodKey(code: number): MessageKey {
  if (isThirdPartyCode(code)) return 'order.payMethod.thirdParty';
  return `order.payMethod.${payNames[code] ?? 'none'}`;
}
