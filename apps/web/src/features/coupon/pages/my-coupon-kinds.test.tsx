// @vitest-environment happy-dom
import { couponEndpoints } from '@shop/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { registerMyCouponKind } from '../state/my-coupon-kinds.ts';
import { MyCouponsPage } from './my-coupons-page.tsx';

// Another area's kind, registered as the card area registers its tabs (decision 058); the label is any key.
registerMyCouponKind({
  singletype: '1',
  label: 'coupon.mine.tabs.used',
  Body: () => <p data-testid="other-kind">another kind's list</p>,
});

const page = memberPageTest();

function open(query: Record<string, string>) {
  page.api({
    [couponEndpoints.myCoupons.path]: () => ({
      coupons: [],
      total: 0,
      counts: { usable: 0, used: 0, expired: 0 },
    }),
  });
  return page.render('/subpackages/coupons/myCoupon', <MyCouponsPage />, query);
}

describe('my coupons with a kind registered by another area', () => {
  it('shows a kind bar, coupons first, and opens the kind the bar picks', async () => {
    const { user } = open({ singletype: '0' });
    await screen.findByText('You have no coupons to use');
    const bar = screen.getByRole('tablist', { name: 'What I hold' });
    expect([...bar.querySelectorAll('[role=tab]')].map((tab) => tab.textContent)).toEqual([
      'Coupons',
      'Used',
    ]);
    await user.click(screen.getByTestId('my-coupon-kind-1'));
    expect(router.current().query).toMatchObject({ singletype: '1' });
  });

  it("renders the registered kind's body for its singletype, not the coupons", async () => {
    open({ singletype: '1' });
    await screen.findByTestId('other-kind');
    expect(screen.getByTestId('my-coupon-kind-1').getAttribute('aria-selected')).toBe('true');
    expect(page.calls).toHaveLength(0);
  });

  it('still says a kind nobody registered holds nothing', async () => {
    open({ singletype: '3' });
    await screen.findByText('You have no cards of this kind');
  });
});
