import { describe, expect, it } from 'vitest';
import {
  canCancel,
  canPay,
  canReorder,
  payMethodKey,
  pickupIsKey,
  statusLabelKey,
  statusNoteKey,
  statusTone,
} from './order-status.ts';

const base = {
  orderMode: 'takeout' as const,
  refundState: 'none' as const,
  paidAt: null,
  cancelReason: null,
};

describe('order status wording', () => {
  it('labels each status, ready by pickup kind, a flagged refund as refunding', () => {
    expect(statusLabelKey({ ...base, status: 'unpaid' })).toBe('order.status.unpaid');
    expect(statusLabelKey({ ...base, status: 'ready' })).toBe('order.status.readyTakeout');
    expect(statusLabelKey({ ...base, status: 'ready', orderMode: 'queue' })).toBe('order.status.readyQueue');
    expect(statusLabelKey({ ...base, status: 'cancelled', refundState: 'flagged' })).toBe(
      'order.status.refunding',
    );
    expect(statusTone({ ...base, status: 'unpaid' })).toBe('action');
    expect(statusTone({ ...base, status: 'refunded' })).toBe('closed');
  });

  it('explains the state, a timeout with the error text', () => {
    expect(statusNoteKey({ ...base, status: 'pending', paidAt: '2026-01-01T00:00:00Z' })).toBe(
      'order.note.pendingPaid',
    );
    expect(statusNoteKey({ ...base, status: 'pending' })).toBe('order.note.pendingAtStore');
    expect(statusNoteKey({ ...base, status: 'cancelled', cancelReason: 'timeout' })).toBe(
      'errors.ORDER_TIMED_OUT',
    );
    expect(statusNoteKey({ ...base, status: 'cancelled', cancelReason: 'store' })).toBe(
      'order.note.cancelledStore',
    );
    expect(statusNoteKey({ ...base, status: 'accepted' })).toBe('order.note.accepted');
  });

  it('knows what the shopper may do', () => {
    expect(canCancel({ status: 'unpaid', paidAt: null })).toBe(true);
    expect(canCancel({ status: 'pending', paidAt: null })).toBe(true);
    expect(canCancel({ status: 'pending', paidAt: '2026-01-01T00:00:00Z' })).toBe(false);
    expect(canPay({ status: 'unpaid', payMethod: 4 })).toBe(true);
    expect(canPay({ status: 'unpaid', payMethod: 1 })).toBe(false);
    expect(canReorder({ status: 'cancelled' })).toBe(true);
    expect(canReorder({ status: 'accepted' })).toBe(false);
    expect(pickupIsKey({ status: 'ready', pickupNo: '007' })).toBe(true);
    expect(pickupIsKey({ status: 'unpaid', pickupNo: '007' })).toBe(false);
    expect(pickupIsKey({ status: 'accepted', pickupNo: '007', orderMode: 'package' })).toBe(false);
  });

  it('names payment methods', () => {
    expect(payMethodKey(2)).toBe('order.payMethod.balance');
    expect(payMethodKey(901)).toBe('order.payMethod.thirdParty');
    expect(payMethodKey(-1)).toBe('order.payMethod.none');
  });
});
