// @vitest-environment happy-dom
import { couponEndpoints } from '@shop/contracts';
import type { CouponRule } from '@shop/domain';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { openRule, template } from '../state/coupon-test-data.ts';
import { TemplatePage } from './template-page.tsx';

const page = memberPageTest();

const bogo = template({
  id: 6,
  name: 'Buy one, get one pearl milk tea',
  rule: openRule<Extract<CouponRule, { kind: 'gift' }>>({
    kind: 'gift',
    gift: { productId: 10001, quantity: 1 },
    products: { rule: 'include', productIds: [], categoryIds: [3] },
  }),
  names: {
    products: [{ id: 10001, name: 'Classic Pearl Milk Tea' }],
    categories: [{ id: 3, name: 'Milk Tea' }],
  },
  newMembersOnly: false,
  levelIds: [3, 4],
  levelNames: ['Gold', 'Black Gold'],
});

describe("a template's page", () => {
  it('says its rules with the names of what they point at, its limits and its levels', async () => {
    page.api({ [couponEndpoints.buyDetails.path]: () => bogo });
    page.render('/subpackages/coupons/buyCouponDetails', <TemplatePage />, { id: '6' });
    const rules = await screen.findByTestId('coupon-rules');
    for (const line of [
      'Valid for 7 days from receipt',
      'Each member may claim 1',
      'Member levels: Gold, Black Gold',
      'Adds Classic Pearl Milk Tea × 1 free',
      'Only on: Milk Tea',
    ])
      within(rules).getByText(line);
    expect(page.calls[0]?.body).toEqual({ templateId: 6 });
  });

  it('sends a priced one to its payment page', async () => {
    page.api({
      [couponEndpoints.buyDetails.path]: () => ({ ...bogo, price: 9.9, buyLimit: 5, claimLimit: null }),
    });
    const { user } = page.render('/subpackages/coupons/buyCouponDetails', <TemplatePage />, { id: '6' });
    within(await screen.findByTestId('coupon-rules')).getByText('Each member may buy 5');
    await user.click(screen.getByRole('button', { name: /^Buy ¥9\.90/ }));
    expect(router.current()).toMatchObject({ path: '/subpackages/coupons/payment', query: { id: '6' } });
  });
});
