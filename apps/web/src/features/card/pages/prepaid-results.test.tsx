// @vitest-environment happy-dom
import { cardEndpoints, prepaidCardEndpoints } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { payInfoOf, payMethods } from '../../../test/pay-info.ts';
import { Refusal } from '../../../test/shop-harness.tsx';
import { cardOrder, memberCard } from '../state/card-test-data.ts';
import { BindPrepaidPage } from './bind-prepaid-page.tsx';
import { BuyPrepaidPage } from './buy-pass-page.tsx';
import { PrepaidRechargePage } from './prepaid-recharge-page.tsx';

const page = memberPageTest();

const prepaidCard = memberCard({
  id: 41,
  kind: 'prepaid',
  productId: 8,
  name: '¥100 prepaid card',
  timesTotal: null,
  timesLeft: null,
  balance: 100,
});

/** A prepaid card bought for ¥90, or a top-up of card 41 by ¥30. */
const bought = cardOrder({
  cardKind: 'prepaid',
  productId: 8,
  name: '¥100 prepaid card',
  amount: 90,
  cards: [prepaidCard],
});
const toppedUp = cardOrder({
  cardKind: 'prepaid',
  topUpCardId: 41,
  productId: 8,
  name: '¥100 prepaid card',
  amount: 30,
  cards: [],
});

describe("a prepaid card's pay results", () => {
  it('speak of the prepaid card bought, and lead to it and to the prepaid cards', async () => {
    page.api({ [cardEndpoints.cardOrderDetail.path]: () => bought });
    const { user } = page.render('/subpackages/coupons/buyPrepaidCardDetails', <BuyPrepaidPage />, {
      orderno: bought.orderNo,
    });
    await screen.findByText('Your prepaid card is ready');
    screen.getByText('¥100 prepaid card is now in My coupons, under Prepaid cards, ready to spend.');
    screen.getByRole('heading', { name: 'Your prepaid card' });
    expect(screen.queryByText(/times card/i)).toBeNull();
    within(screen.getByTestId('card-paid')).getByText('¥90.00');
    expect(screen.getByTestId('card-to-cards').textContent).toBe('My prepaid cards');
    await user.click(screen.getByTestId('card-to-card'));
    expect(router.current()).toMatchObject({
      path: '/subpackages/coupons/couponPrepaidCardDetails',
      query: { id: '41' },
    });
  });

  it('say what a top-up added, and lead back to the card topped up', async () => {
    page.api({ [cardEndpoints.cardOrderDetail.path]: () => toppedUp });
    const { user } = page.render('/subpackages/balance/prepaidCardRecharge', <PrepaidRechargePage />, {
      orderno: toppedUp.orderNo,
    });
    await screen.findByText('Top-up complete');
    screen.getByText('¥30.00 has been added to ¥100 prepaid card.');
    expect(screen.queryByText(/closed|times card/i)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to my card' }));
    expect(router.current()).toMatchObject({
      path: '/subpackages/coupons/couponPrepaidCardDetails',
      query: { id: '41' },
    });
  });

  it('say a closed top-up added nothing', async () => {
    page.api({ [cardEndpoints.cardOrderDetail.path]: () => ({ ...toppedUp, status: 'cancelled' }) });
    page.render('/subpackages/balance/prepaidCardRecharge', <PrepaidRechargePage />, {
      orderno: toppedUp.orderNo,
    });
    await screen.findByText('This order was closed');
    screen.getByText('Nothing was added to the card; any money paid goes back the way it came.');
  });
});

describe('binding a printed prepaid card', () => {
  it('asks for both halves, then says a wrong pair without saying which half', async () => {
    page.api({
      [prepaidCardEndpoints.bindPrepaidCard.path]: () =>
        new Refusal(422, 'CARD_WRONG_NUMBER_OR_PASSWORD', '卡号或密码错误'),
    });
    const { user } = page.render('/subpackages/coupons/bindPrepaidCard', <BindPrepaidPage />);
    await user.click(await screen.findByRole('button', { name: 'Bind card' }));
    expect(screen.getByRole('alert').textContent).toBe('Enter the card number');
    await user.type(screen.getByLabelText('Card number'), '6200000000000001');
    await user.type(screen.getByLabelText('Card password'), '1234567890');
    await user.click(screen.getByRole('button', { name: 'Bind card' }));
    expect((await screen.findByText('Wrong card number or password')).getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('topping up a card typed by its number and password', () => {
  it('asks for both halves and the amount, then tops up the card they name and leads to it', async () => {
    page.api({
      'checkout/GetPayInfo': () => payInfoOf([payMethods.balance]),
      'customeraccount/FindLoginInfo': () => ({ isLogin: true, uid: 42, userInfo: { money: 500 } }),
      [prepaidCardEndpoints.prepaidCardRecharge.path]: () => ({ ...toppedUp, status: 'completed' }),
    });
    const { user } = page.render('/subpackages/balance/prepaidCardRecharge', <PrepaidRechargePage />);
    const submit = await screen.findByRole('button', { name: 'Top up now' });
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Enter the card number');
    await user.type(screen.getByLabelText('Card number'), '6200 0000 0000 0001');
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Enter the card password');
    await user.type(screen.getByLabelText('Card password'), '1234567890');
    await user.click(submit);
    expect(screen.getByRole('alert').textContent).toBe('Enter an amount to add');
    await user.type(screen.getByLabelText('Amount to add'), '30');
    await user.click(submit);
    await vi.waitFor(() =>
      expect(router.current().path).toBe('/subpackages/coupons/couponPrepaidCardDetails'),
    );
    expect(router.current().query).toMatchObject({ id: '41' });
    const sent = page.calls.filter((c) => c.path === prepaidCardEndpoints.prepaidCardRecharge.path);
    expect(sent.map((c) => c.body)).toMatchObject([
      { number: '6200 0000 0000 0001', password: '1234567890', amount: 30, payMethod: 2 },
    ]);
  });
});
