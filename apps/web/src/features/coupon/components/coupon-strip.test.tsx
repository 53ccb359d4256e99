// @vitest-environment happy-dom
import { couponEndpoints } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { gate } from '../../../test/shop-harness.tsx';
import { toastSnapshot } from '../../../ui/feedback/feedback.ts';
import { memberCoupon, template } from '../state/coupon-test-data.ts';
import { CouponStrip, stripTemplates } from './coupon-strip.tsx';

const page = memberPageTest();

describe('a custom page’s coupon strip', () => {
  it('picks the listed templates in their order, else the centre’s first ones', () => {
    const centre = [template({ id: 1 }), template({ id: 2 }), template({ id: 3 })];
    expect(stripTemplates(centre, [3, 9, 1], 5).map((t) => t.id)).toEqual([3, 1]);
    expect(stripTemplates(centre, [], 2).map((t) => t.id)).toEqual([1, 2]);
  });

  it('claims a coupon through the centre’s action, once', async () => {
    page.api({
      [couponEndpoints.loadCenter.path]: () => ({ coupons: [template()], total: 1 }),
      [couponEndpoints.claim.path]: async () => {
        await inFlight.passed;
        return { coupon: memberCoupon() };
      },
    });
    const inFlight = gate();
    const { user } = page.render(
      '/subpackages/customize/definePage/definePage',
      <CouponStrip title="Member coupons" templateIds={[]} limit={3} here="/x" />,
    );
    const ticket = await screen.findByTestId('coupon-strip-7');
    within(ticket).getByText('¥5.00');
    screen.getByRole('heading', { name: 'Member coupons' });
    // Tapped twice while the first claim is on its way: one call.
    await user.dblClick(within(ticket).getByRole('button', { name: 'Claim New member gift' }));
    inFlight.open();
    await waitFor(() => expect(toastSnapshot()).toMatchObject({ kind: 'success' }));
    expect(page.calls.filter((c) => c.path === couponEndpoints.claim.path)).toHaveLength(1);
  });

  it('shows nothing when the centre has none of its coupons', async () => {
    page.api({ [couponEndpoints.loadCenter.path]: () => ({ coupons: [template({ id: 1 })], total: 1 }) });
    page.render('/x', <CouponStrip title="None" templateIds={[5]} limit={3} here="/x" />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('heading', { name: 'None' })).toBeNull();
  });
});
