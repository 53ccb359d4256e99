// @vitest-environment happy-dom
import type { OrderDetailOut } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { detailOf } from '../test-orders.ts';
import { ReceiptHandover } from './receipt-handover.tsx';

const page = memberPageTest();
const no = '20260110009';
const receiptPath = '/subpackages/shopping/receipt';

/** The receipt's handover box for an order as the pay result names it, the order's detail answering `detail`. */
function open(
  order: Pick<OrderDetailOut, 'orderNo' | 'orderMode' | 'status' | 'pickupNo'>,
  detail = detailOf(no, order),
) {
  page.api({ 'order/OrderDetails': () => detail });
  return page.render(receiptPath, <ReceiptHandover order={order} />);
}

const booked = { status: 'booked', storeTimezone: 'Asia/Shanghai', pickupTime: '2026-11-26T04:00:00.000Z' };

describe("the receipt's handover", () => {
  it('gives a pickup its number, without asking for the order again', async () => {
    open({ orderNo: no, orderMode: 'takeout', status: 'pending', pickupNo: '012' });
    expect(screen.getByTestId('receipt-pickup-no').textContent).toBe('012');
    expect(page.calls).toEqual([]);
  });

  it('gives a reservation its number and its booked day and time (issue 28)', async () => {
    const order = { orderNo: no, orderMode: 'takeout', status: 'booked', pickupNo: '013' } as const;
    open(order, detailOf(no, { ...order, ...booked, status: 'booked' }));
    expect(screen.getByTestId('receipt-pickup-no').textContent).toBe('013');
    expect((await screen.findByTestId('receipt-booked-time')).textContent).toBe(
      'Pickup on Thu, Nov 26, 12:00',
    );
  });

  it('says when a delivery comes instead of a pickup number (issue 28)', async () => {
    const order = { orderNo: no, orderMode: 'package', status: 'pending', pickupNo: '014' } as const;
    open(order);
    await waitFor(() =>
      expect(screen.getByTestId('receipt-delivery-time').textContent).toBe('As soon as possible'),
    );
    expect(screen.getByTestId('receipt-delivery').textContent).toContain('Delivery time');
    expect(screen.queryByTestId('receipt-pickup-no')).toBeNull();
  });

  it('gives a booked delivery its day and window', async () => {
    const order = { orderNo: no, orderMode: 'package', status: 'booked', pickupNo: '015' } as const;
    open(order, detailOf(no, { ...order, ...booked, status: 'booked' }));
    await waitFor(() =>
      expect(screen.getByTestId('receipt-delivery-time').textContent).toBe(
        'Delivery on Thu, Nov 26, 12:00–12:30',
      ),
    );
  });
});
