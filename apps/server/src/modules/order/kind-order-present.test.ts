import { describe, expect, it } from 'vitest';
import { type KindOrderFacts, presentKindOrder } from './kind-order-present.ts';

const at = new Date('2026-03-01T10:00:00Z');
const unpaid: KindOrderFacts = {
  orderNo: '260301000101',
  status: 'unpaid',
  payMethod: 4,
  cancelAfter: new Date('2026-03-01T10:15:00Z'),
  amount: 1990,
  paidAmount: 0,
  refundedAmount: 0,
  refundState: 'none',
  createdAt: at,
  paidAt: null,
  completedAt: null,
  cancelledAt: null,
};

// Every line-less kind's answer shows its order this way (decision 052); the kinds' API tests cover their wholes.
describe('the order part of a line-less order', () => {
  it('waits for its online payment until the cancel time, and says only the facts its kind names', () => {
    expect(presentKindOrder(unpaid, ['amount', 'createdAt'])).toEqual({
      orderNo: '260301000101',
      status: 'unpaid',
      needPay: true,
      payMethod: 4,
      autoCancelAt: '2026-03-01T10:15:00.000Z',
      amount: 19.9,
      createdAt: '2026-03-01T10:00:00.000Z',
    });
  });

  it('shows no cancel time once paid, and its money in decimals', () => {
    const paid = {
      ...unpaid,
      status: 'completed' as const,
      paidAmount: 1990,
      refundedAmount: 500,
      paidAt: at,
    };
    expect(presentKindOrder(paid, ['paidAmount', 'refundedAmount', 'paidAt', 'cancelledAt'])).toEqual({
      orderNo: '260301000101',
      status: 'completed',
      needPay: false,
      payMethod: 4,
      autoCancelAt: null,
      paidAmount: 19.9,
      refundedAmount: 5,
      paidAt: '2026-03-01T10:00:00.000Z',
      cancelledAt: null,
    });
  });
});
