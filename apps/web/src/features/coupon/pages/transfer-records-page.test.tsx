// @vitest-environment happy-dom
import { type CouponTransferRecordOut, couponEndpoints } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { transferRecordsRef } from '../api/transfer-records.ts';
import { cashRule } from '../state/coupon-test-data.ts';
import { TransferRecordsPage } from './transfer-records-page.tsx';

const page = memberPageTest();

function record(id: number, extra: Partial<CouponTransferRecordOut>): CouponTransferRecordOut {
  return {
    id,
    direction: 'given',
    name: 'New member gift',
    rule: cashRule,
    names: { products: [], categories: [] },
    otherName: '',
    status: 'open',
    createdAt: '2026-11-24T04:00:00.000Z',
    expiresAt: '2026-11-25T04:00:00.000Z',
    receivedAt: null,
    ...extra,
  };
}

const records = {
  given: [
    record(1, { status: 'received', otherName: 'B**', receivedAt: '2026-11-24T05:30:00.000Z' }),
    record(2, { status: 'open' }),
    record(3, { status: 'expired' }),
  ],
  received: [
    record(4, {
      direction: 'received',
      status: 'received',
      otherName: 'A**',
      receivedAt: '2026-11-23T09:00:00.000Z',
    }),
  ],
};

function open(query: Record<string, string> = {}) {
  page.api({
    [couponEndpoints.transferRecords.path]: (body) => {
      const list = records[body.direction as 'given' | 'received'];
      return { records: list, total: list.length };
    },
  });
  return page.render('/subpackages/coupons/transferCouponRecords', <TransferRecordsPage />, query);
}

describe('the gift records', () => {
  it('names the contract path', () => {
    expect(transferRecordsRef.path).toBe(couponEndpoints.transferRecords.path);
  });

  it('lists what was given, to whom and where each link stands', async () => {
    const { user } = open();
    const taken = await screen.findByTestId('transfer-record-1');
    within(taken).getByText('To B**');
    expect(within(taken).getByTestId('transfer-record-status').textContent).toBe('Received 11/24, 05:30');
    expect(
      within(screen.getByTestId('transfer-record-2')).getByTestId('transfer-record-status').textContent,
    ).toBe('Waiting for your friend until 11/25, 04:00');
    expect(
      within(screen.getByTestId('transfer-record-3')).getByTestId('transfer-record-status').textContent,
    ).toBe('Link expired 11/25, 04:00');
    await user.click(screen.getByRole('tab', { name: 'Received' }));
    expect(router.current().query).toMatchObject({ direction: 'received' });
  });

  it('lists what was received and from whom', async () => {
    open({ direction: 'received' });
    within(await screen.findByTestId('transfer-record-4')).getByText('From A**');
  });
});
