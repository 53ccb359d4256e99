// @vitest-environment happy-dom
import { cardEndpoints, type PromotionCardOut, promotionCardEndpoints } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { payInfoOf, payMethods } from '../../../test/pay-info.ts';
import { Refusal } from '../../../test/shop-harness.tsx';
import { promotionCardRef } from '../api/promotion.ts';
import { CardOrderResult } from '../components/card-order-result.tsx';
import { cardOrder, cardProduct, memberCard } from '../state/card-test-data.ts';
import { PromotionCardPage } from './promotion-card-page.tsx';

const page = memberPageTest();
const path = '/subpackages/coupons/couponPromotionCardDetails';

function promotionPage(over: Partial<PromotionCardOut> = {}): PromotionCardOut {
  return {
    code: 'SPRING26',
    product: cardProduct({
      id: 8,
      kind: 'promotion',
      name: 'Spring tea club card',
      price: 0,
      times: null,
      buyLimit: 1,
    }),
    promotion: {
      id: 3,
      t: 'PromotionProductDiscount',
      name: 'Spring tea club: 20% off tea drinks',
      description: 'Every milk tea at 80%.',
      startsAt: '2026-11-01T00:00:00Z',
      endsAt: '2027-11-01T00:00:00Z',
      weekdays: [],
      timeSlots: [],
      products: { rule: 'all' },
      stackableWithCoupons: true,
      newMembersOnly: false,
      levelIds: [],
      rate: 80,
      nth: null,
      unitLimit: null,
      tierBy: null,
      tiers: [],
      repeat: false,
      maxBack: null,
      requireAmount: null,
      product: null,
      comboItems: [],
      comboPrice: null,
    },
    promotionActive: true,
    card: null,
    ...over,
  };
}

describe('the promotion card page', () => {
  it('names the contract path', () => {
    expect(promotionCardRef.path).toBe(promotionCardEndpoints.promotionCardDetails.path);
  });

  it('gets a free card in one tap by its code, with no keypad though the member has a payment password', async () => {
    let held = false;
    page.api({
      'checkout/GetPayInfo': () => payInfoOf([payMethods.balance], { needPayPassword: true }),
      'customeraccount/FindLoginInfo': () => ({ isLogin: true, uid: 42, userInfo: { money: 0 } }),
      [promotionCardEndpoints.promotionCardDetails.path]: () =>
        promotionPage(
          held
            ? {
                card: memberCard({
                  kind: 'promotion',
                  name: 'Spring tea club card',
                  timesLeft: null,
                  timesTotal: null,
                }),
                product: { ...promotionPage().product, refusal: 'CARD_BUY_LIMIT' },
              }
            : {},
        ),
      [cardEndpoints.buyCard.path]: () => {
        held = true;
        return cardOrder({ amount: 0, cardKind: 'promotion' });
      },
    });
    const { user } = page.render(path, <PromotionCardPage />, { code: 'SPRING26' });
    expect((await screen.findByTestId('promotion-card-free')).textContent).toBe('Free');
    screen.getByText('Spring tea club: 20% off tea drinks');
    expect(screen.queryByRole('radio')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Get the card' }));
    await waitFor(() => expect(router.current()).toMatchObject({ query: { code: 'SPRING26' } }));
    const buys = page.calls.filter((c) => c.path === cardEndpoints.buyCard.path).map((c) => c.body);
    expect(buys).toEqual([
      expect.objectContaining({ id: 8, payMethod: 2, code: 'SPRING26', expectedPrice: 0 }),
    ]);
    expect(buys[0]).not.toHaveProperty('payPassword');
    await screen.findByTestId('promotion-card-summary');
    screen.getByTestId('card-code');
    expect(screen.getByTestId('promotion-card-shop').getAttribute('href')).toContain('category/pages/home');
    expect(screen.queryByRole('button', { name: 'Get the card' })).toBeNull();
  });

  it('says an unknown code does not open a card', async () => {
    page.api({
      [promotionCardEndpoints.promotionCardDetails.path]: () =>
        new Refusal(404, 'CARD_PRODUCT_NOT_FOUND', '卡不存在'),
    });
    page.render(path, <PromotionCardPage />, { code: 'NOPE' });
    await screen.findByText('This promotion card does not exist');
  });

  it('asks a guest to log in and come back to the card', async () => {
    page.api({
      [promotionCardEndpoints.promotionCardDetails.path]: () =>
        promotionPage({ product: { ...promotionPage().product, refusal: 'NOT_LOGGED_IN' } }),
    });
    const { user } = page.render(path, <PromotionCardPage />, { code: 'SPRING26' });
    await user.click(await screen.findByTestId('promotion-card-login'));
    expect(router.current()).toMatchObject({
      path: '/subpackages/account/login',
      query: { redirect: `${path}?code=SPRING26` },
    });
  });

  it("a promotion card order's result leads to the card by its code, and to the menu", async () => {
    const order = cardOrder({
      amount: 0,
      cardKind: 'promotion',
      promotionCode: 'SPRING26',
      name: 'Spring tea club card',
    });
    page.api({ [cardEndpoints.cardOrderDetail.path]: () => order });
    const { user } = page.render(
      '/subpackages/orderhistory/couponOrderDetail',
      <CardOrderResult orderNo={order.orderNo} localOrderNo="" />,
    );
    await screen.findByText('Your promotion card is ready');
    expect(screen.getByTestId('card-to-cards').textContent).toBe('Order now');
    await user.click(screen.getByTestId('card-to-card'));
    expect(router.current()).toMatchObject({ path, query: { code: 'SPRING26' } });
  });
});
