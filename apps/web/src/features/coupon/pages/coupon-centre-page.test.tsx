// @vitest-environment happy-dom
import { couponEndpoints } from '@shop/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { session } from '../../../lib/session/session.ts';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { gate, Refusal } from '../../../test/shop-harness.tsx';
import { dialogSnapshot, toastSnapshot } from '../../../ui/feedback/feedback.ts';
import { claimRef } from '../api/claim.ts';
import { loadCenterRef } from '../api/load-center.ts';
import { memberCoupon, template } from '../state/coupon-test-data.ts';
import { CouponCentrePage } from './coupon-centre-page.tsx';

const page = memberPageTest();
const claims = () => page.calls.filter((c) => c.path === couponEndpoints.claim.path);

/** The centre with these coupons; a claim answers with `claim`'s answer, once `held` (if any) has passed. */
function open(coupons: ReturnType<typeof template>[], claim?: () => unknown, held?: Promise<void>) {
  let list = coupons;
  page.api({
    [couponEndpoints.loadCenter.path]: () => ({ coupons: list, total: list.length }),
    [couponEndpoints.claim.path]: async () => {
      await held;
      const answer = claim?.() ?? { coupon: memberCoupon() };
      if (!(answer instanceof Refusal))
        list = list.map((c) => ({
          ...c,
          claimed: 1,
          remaining: (c.remaining ?? 0) - 1,
          canTake: false,
          reason: 'COUPON_ALREADY_CLAIMED' as const,
        }));
      return answer;
    },
  });
  return page.render('/subpackages/coupons/coupon', <CouponCentrePage />);
}

describe('the coupon centre', () => {
  it('names the contract paths', () => {
    expect(loadCenterRef.path).toBe(couponEndpoints.loadCenter.path);
    expect(claimRef.path).toBe(couponEndpoints.claim.path);
  });

  it('shows each coupon with its figure, what is left and its validity; claiming once, however often tapped', async () => {
    const inFlight = gate();
    const { user } = open([template()], undefined, inFlight.passed);
    const card = await screen.findByTestId('coupon-template-7');
    expect(within(card).getByTestId('coupon-value').textContent).toBe('¥5.00');
    within(card).getByRole('heading', { name: 'New member gift' });
    for (const text of ['Over ¥20.00', 'Cash coupon', '42 left', 'Valid for 7 days from receipt'])
      within(card).getByText(text);
    // Tapped twice while the first claim is on its way: one call; once claimed, no button is left to tap.
    await user.dblClick(within(card).getByRole('button', { name: 'Claim New member gift' }));
    inFlight.open();
    await within(card).findByText('Claimed');
    expect(within(card).queryByRole('button', { name: /New member gift/ })).toBeNull();
    await within(card).findByText('41 left');
    within(card).getByText('You have 1');
    expect(claims()).toEqual([{ path: 'Coupon/Claim', body: { templateId: 7 } }]);
    expect(toastSnapshot()).toMatchObject({ text: 'Claimed: it is in My coupons', kind: 'success' });
  });

  it("says why a coupon cannot be taken: sold out, or the server's reason", async () => {
    open([
      template({ id: 1, canTake: false, reason: 'COUPON_SOLD_OUT', remaining: 0 }),
      template({ id: 2, canTake: false, reason: 'COUPON_NEW_MEMBERS_ONLY' }),
    ]);
    expect((await screen.findByTestId('coupon-refusal-1')).textContent).toBe('All gone');
    expect(screen.getByTestId('coupon-refusal-2').textContent).toBe('For new members only');
    expect(screen.queryByRole('button', { name: /^Claim/ })).toBeNull();
  });

  it('shows a refused claim and keeps the button', async () => {
    const { user } = open([template()], () => new Refusal(409, 'COUPON_FULLY_CLAIMED', '优惠券已被领完'));
    await user.click(await screen.findByRole('button', { name: 'Claim New member gift' }));
    await waitFor(() => expect(toastSnapshot()?.text).toBe('All of these coupons have been claimed'));
    screen.getByRole('button', { name: 'Claim New member gift' });
  });

  it('sends a priced coupon to its payment page', async () => {
    const { user } = open([template({ id: 9, price: 9.9, name: 'Coupon pack' })]);
    await user.click(await screen.findByRole('button', { name: 'Buy ¥9.90 Coupon pack' }));
    expect(router.current()).toMatchObject({ path: '/subpackages/coupons/payment', query: { id: '9' } });
  });

  it('asks a guest to log in first and brings them back', async () => {
    session.signOut();
    const { user } = open([template({ canTake: false, reason: 'NOT_LOGGED_IN' })]);
    await user.click(await screen.findByRole('button', { name: 'Claim New member gift' }));
    await waitFor(() => expect(dialogSnapshot()?.okText).toBe('Log in'));
    await act(async () => dialogSnapshot()!.resolve(true));
    await waitFor(() =>
      expect(router.current()).toMatchObject({
        path: '/subpackages/account/login',
        query: { redirect: '/subpackages/coupons/coupon' },
      }),
    );
    expect(claims()).toHaveLength(0);
  });
});
