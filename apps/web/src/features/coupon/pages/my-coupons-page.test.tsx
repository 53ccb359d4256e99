// @vitest-environment happy-dom
import { couponEndpoints, type MyCouponTab } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { Refusal } from '../../../test/shop-harness.tsx';
import { detailRef } from '../api/coupon-detail.ts';
import { myCouponsRef } from '../api/my-coupons.ts';
import { memberCoupon } from '../state/coupon-test-data.ts';
import { MyCouponsPage } from './my-coupons-page.tsx';

const page = memberPageTest();
const counts = { usable: 3, used: 1, expired: 0 };

const byTab: Record<MyCouponTab, ReturnType<typeof memberCoupon>[]> = {
  usable: [
    memberCoupon({ id: 1, state: 'aboutToExpire', name: 'Weekday afternoon' }),
    memberCoupon({
      id: 2,
      state: 'notYetEffective',
      name: 'Next week',
      validFrom: '2026-12-01T00:00:00.000Z',
    }),
    memberCoupon({ id: 3, state: 'reserved', name: 'In my order' }),
  ],
  used: [memberCoupon({ id: 4, state: 'used', usedAt: '2026-11-21T09:30:00.000Z', name: 'Spent one' })],
  expired: [],
};

function open(query: Record<string, string>) {
  page.api({
    [couponEndpoints.myCoupons.path]: (body) => {
      const coupons = byTab[body.tab as MyCouponTab];
      return { coupons, total: coupons.length, counts };
    },
    [couponEndpoints.detail.path]: (body) =>
      body.id === 31
        ? { ...memberCoupon(), openTransfer: null }
        : new Refusal(404, 'COUPON_NOT_FOUND', '优惠券不存在'),
  });
  return page.render('/subpackages/coupons/myCoupon', <MyCouponsPage />, { singletype: '0', ...query });
}

describe('my coupons', () => {
  it('names the contract paths', () => {
    expect(myCouponsRef.path).toBe(couponEndpoints.myCoupons.path);
    expect(detailRef.path).toBe(couponEndpoints.detail.path);
  });

  it('lists the usable ones with their marks, and each tab with its count', async () => {
    const { user } = open({});
    const soon = await screen.findByTestId('my-coupon-1');
    expect(within(soon).getByTestId('coupon-mark').textContent).toBe('Expires soon');
    within(soon).getByText('Until 11/27/2026');
    within(soon).getByRole('link', { name: 'Use Weekday afternoon' });
    const later = screen.getByTestId('my-coupon-2');
    expect(within(later).getByTestId('coupon-mark').textContent).toBe('Not valid yet');
    within(later).getByText('From 12/01/2026');
    expect(within(later).queryByRole('link', { name: /^Use/ })).toBeNull();
    expect(within(screen.getByTestId('my-coupon-3')).getByTestId('coupon-mark').textContent).toBe(
      'Held by an order',
    );
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Usable (3)');

    await user.click(screen.getByRole('tab', { name: 'Used (1)' }));
    expect(router.current().query).toMatchObject({ singletype: '0', tab: 'used' });
  });

  it('shows a used tab greyed with the day it was used, and an empty tab', async () => {
    open({ tab: 'used' });
    const spent = await screen.findByTestId('my-coupon-4');
    within(spent).getByText('Used 11/21/2026');
    expect(spent.className).toContain('coupon-card--muted');
  });

  it('says so when a tab is empty, and leads to the coupon centre from the usable one', async () => {
    open({ tab: 'expired' });
    await screen.findByText('No expired coupons');
  });

  it("opens a coupon's detail with its code, validity and rules in words", async () => {
    open({ id: '31' });
    expect((await screen.findByTestId('coupon-code')).textContent).toBe('CP7Q2K9M');
    const rules = screen.getByTestId('coupon-rules');
    for (const line of [
      '¥5.00 off the eligible items',
      'Usable when the eligible items come to ¥20.00 or more',
      'Cannot be combined with other coupons',
    ])
      within(rules).getByText(line);
    screen.getByText('Claimed in the coupon centre');
    screen.getByText('11/20/2026 – 11/27/2026');
    screen.getByRole('button', { name: 'Give to a friend' });
  });

  it("says a coupon that is not the member's does not exist", async () => {
    open({ id: '99' });
    await screen.findByText('This coupon does not exist');
  });
});

describe('a deep link to cards', () => {
  it('says there are none rather than listing coupons', async () => {
    open({ singletype: '2' });
    await screen.findByText('You have no cards of this kind');
    expect(page.calls).toHaveLength(0);
  });
});
