// @vitest-environment happy-dom
import { pointsmallEndpoints } from '@shop/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { pointsOrder } from '../state/pointsmall-test-data.ts';
import { PointsReceiptPage } from './receipt-page.tsx';

const page = memberPageTest();
const receiptPath = '/subpackages/pointsMall/receipt';

function open(order: ReturnType<typeof pointsOrder>) {
  page.api({ [pointsmallEndpoints.orderDetails.path]: () => order });
  page.render(receiptPath, <PointsReceiptPage />, { orderno: order.orderNo });
}

describe('the exchange result', () => {
  it('shows the exchange number it asks the member to show at the counter (issue 28)', async () => {
    open(pointsOrder());
    await screen.findByTestId('pm-done');
    screen.getByText("Pick it up at the store's counter with your exchange number.");
    const shown = screen.getByTestId('pm-exchange-no');
    expect(shown.textContent).toBe('Exchange number2026112510000077');
  });

  it('shows no number to show for what is not picked up', async () => {
    open(pointsOrder({ kind: 'coupon', mode: 'pickup' }));
    await screen.findByTestId('pm-done');
    expect(screen.queryByTestId('pm-exchange-no')).toBeNull();
  });
});
