// @vitest-environment happy-dom
import { cardEndpoints, type MyCardTab, storePaths } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { payInfoOf, payMethods } from '../../../test/pay-info.ts';
import { type Handler, Refusal, storeInfo } from '../../../test/shop-harness.tsx';
import { buyRef, orderRef } from '../api/buy.ts';
import { cardDetailsRef, cardRecordsRef } from '../api/card-detail.ts';
import { myCardsRef } from '../api/my-cards.ts';
import { productRef, productsRef } from '../api/products.ts';
import { TimesCardsTab } from '../components/times-cards-tab.tsx';
import { cardDetail, cardOrder, cardProduct, cardRecord, memberCard } from '../state/card-test-data.ts';
import { BuyPassPage } from './buy-pass-page.tsx';
import { PassCardPage } from './pass-card-page.tsx';
import { PassRecordsPage } from './pass-records-page.tsx';

const page = memberPageTest();
const byTab: Record<MyCardTab, ReturnType<typeof memberCard>[]> = {
  usable: [memberCard(), memberCard({ id: 32, state: 'aboutToExpire', timesLeft: 1 })],
  used: [memberCard({ id: 33, state: 'used', timesLeft: 0 })],
  expired: [],
};
const counts = { usable: 2, used: 1, expired: 0 };
const buys = () => page.calls.filter((c) => c.path === cardEndpoints.buyCard.path).map((c) => c.body);

function payReads(money: number): Record<string, Handler> {
  return {
    'checkout/GetPayInfo': () => payInfoOf([payMethods.balance, payMethods.wechat, payMethods.cash]),
    'customeraccount/FindLoginInfo': () => ({ isLogin: true, uid: 42, userInfo: { money } }),
  };
}

describe('the card calls', () => {
  it('name the contract paths', () => {
    expect([
      productsRef.path,
      productRef.path,
      buyRef.path,
      orderRef.path,
      myCardsRef.path,
      cardDetailsRef.path,
      cardRecordsRef.path,
    ]).toEqual([
      cardEndpoints.loadCardProducts.path,
      cardEndpoints.cardProductDetail.path,
      cardEndpoints.buyCard.path,
      cardEndpoints.cardOrderDetail.path,
      cardEndpoints.myCards.path,
      cardEndpoints.cardDetails.path,
      cardEndpoints.cardRecords.path,
    ]);
  });
});

describe("My coupons' times-card tab", () => {
  function open(query: Record<string, string>) {
    page.api({
      [cardEndpoints.myCards.path]: (body) => {
        const cards = byTab[body.tab as MyCardTab];
        return { cards, total: cards.length, counts };
      },
      [cardEndpoints.loadCardProducts.path]: () => ({ products: [cardProduct()], total: 1 }),
    });
    return page.render('/subpackages/coupons/myCoupon', <TimesCardsTab />, { singletype: '1', ...query });
  }

  it('lists the pass cards with the times left and validity, each tab with its count, and the cards on sale', async () => {
    const { user } = open({});
    const card = await screen.findByTestId('pass-card-31');
    within(card).getByText('7 of 10 times left');
    // Valid until the store's 28 Feb: its validUntil is the midnight after, in Shanghai.
    within(card).getByText('Valid until 02/28/2027');
    expect(card.getAttribute('href')).toContain('couponPassCardDetails?id=31');
    expect(within(screen.getByTestId('pass-card-32')).getByTestId('pass-card-mark').textContent).toBe(
      'Expires soon',
    );
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Usable (2)');
    const sale = await screen.findByTestId('card-product-5');
    within(sale).getByText('10 times · Valid 90 days from purchase');
    within(sale).getByText('¥99.00');
    expect(page.calls.find((c) => c.path === cardEndpoints.myCards.path)?.body).toMatchObject({
      singletype: 1,
      tab: 'usable',
    });
    await user.click(screen.getByRole('tab', { name: 'Used up (1)' }));
    expect(router.current().query).toMatchObject({ singletype: '1', tab: 'used' });
  });

  it('says so when a tab is empty', async () => {
    open({ tab: 'expired' });
    await screen.findByText('No ended times cards');
  });
});

describe('a held pass card', () => {
  function open(id: string, handler: Handler = () => cardDetail()) {
    page.api({
      [cardEndpoints.cardDetails.path]: handler,
      // The store's details: its zone is the card's calendar.
      [storePaths.getStoreDataFast]: () => storeInfo(1001),
    });
    return page.render('/subpackages/coupons/couponPassCardDetails', <PassCardPage />, { id });
  }

  it('shows the times left of the total, the validity, the number as QR and barcode, and the records', async () => {
    open('31');
    expect((await screen.findByTestId('pass-card-times-left')).textContent).toBe('7');
    screen.getByText('of 10');
    screen.getByText('Valid until 02/28/2027');
    expect(screen.getByTestId('card-number').textContent).toBe('Card number 6200 1234 1234 1234');
    screen.getByRole('img', { name: 'Card number 6200123412341234 as a QR code' });
    screen.getByRole('img', { name: 'Card number 6200123412341234 as a barcode' });
    screen.getByText('Every store of the chain');
    screen.getByText('Tea');
    const records = screen.getAllByTestId('card-record');
    expect(records.map((r) => within(r).getByTestId('card-record-delta').textContent)).toEqual([
      'Times: −1',
      'Times: +10',
    ]);
    within(records[0] as HTMLElement).getByText('Used');
    // At the store's counter, on its clock (Shanghai): 03:00 UTC is 11:00 there.
    await within(records[0] as HTMLElement).findByText(/11:00/);
    within(records[1] as HTMLElement).getByText('Order 2026120110000007');
    expect(screen.queryByTestId('card-all-records')).toBeNull();
  });

  it('hides the code of a used-up card and leads to all the records when there are more', async () => {
    open('31', () => cardDetail({ state: 'used', timesLeft: 0, recordsTotal: 30 }));
    expect((await screen.findByTestId('pass-card-mark')).textContent).toBe('Used up');
    expect(screen.queryByTestId('card-code')).toBeNull();
    expect(screen.getByTestId('card-all-records').getAttribute('href')).toContain('cardRecords?id=31');
  });

  it("says a card that is not the member's does not exist", async () => {
    open('99', () => new Refusal(404, 'CARD_NOT_FOUND', '卡不存在'));
    await screen.findByText('This card does not exist');
  });

  it('pages all of its records', async () => {
    page.api({
      [cardEndpoints.cardRecords.path]: () => ({ records: [cardRecord({ id: 9 })], total: 1 }),
    });
    page.render('/subpackages/coupons/couponPassCardDetails/cardRecords', <PassRecordsPage />, { id: '31' });
    within(await screen.findByTestId('card-record')).getByText('Used');
    expect(page.calls[0]?.body).toMatchObject({ id: 31, pageIndex: 1 });
  });
});

describe('buying a pass card', () => {
  it('shows its price, times and validity, pays by balance once however often tapped, and shows the card', async () => {
    page.api({
      ...payReads(200),
      [cardEndpoints.cardProductDetail.path]: () => cardProduct(),
      [cardEndpoints.buyCard.path]: () => cardOrder(),
      [cardEndpoints.cardOrderDetail.path]: () => cardOrder(),
    });
    const { user } = page.render('/subpackages/coupons/buyPassDetails', <BuyPassPage />, { id: '5' });
    expect((await screen.findByTestId('card-product-times')).textContent).toBe('10 times');
    screen.getByText('Valid 90 days from purchase');
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: /^Member balance/ }).checked).toBe(true),
    );
    expect(screen.queryByRole('radio', { name: /^Cash/ })).toBeNull();
    await user.dblClick(screen.getByRole('button', { name: 'Buy now' }));
    await waitFor(() => expect(router.current()).toMatchObject({ query: { orderno: '2026120110000007' } }));
    expect(buys()).toEqual([expect.objectContaining({ id: 5, payMethod: 2, expectedPrice: 99 })]);
  });

  it('shows the card issued, with the way to it', async () => {
    page.api({ [cardEndpoints.cardOrderDetail.path]: () => cardOrder() });
    const { user } = page.render('/subpackages/coupons/buyPassDetails', <BuyPassPage />, {
      orderno: '2026120110000007',
    });
    await screen.findByText('Your times card is ready');
    within(screen.getByTestId('card-paid')).getByText('¥99.00');
    await user.click(screen.getByTestId('card-to-card'));
    expect(router.current()).toMatchObject({
      path: '/subpackages/coupons/couponPassCardDetails',
      query: { id: '31' },
    });
  });

  it('chooses the online method when the balance is short, and says a refusal', async () => {
    page.api({
      ...payReads(1),
      [cardEndpoints.cardProductDetail.path]: () => cardProduct(),
      [cardEndpoints.buyCard.path]: () => new Refusal(409, 'CARD_SOLD_OUT', '该卡已售罄'),
    });
    const { user } = page.render('/subpackages/coupons/buyPassDetails', <BuyPassPage />, { id: '5' });
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('radio', { name: /^WeChat Pay/ }).checked).toBe(true),
    );
    await user.click(screen.getByRole('button', { name: 'Buy now' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This card is sold out');
  });

  it('greys a card the member cannot buy, saying why', async () => {
    page.api({
      ...payReads(200),
      [cardEndpoints.cardProductDetail.path]: () =>
        cardProduct({ refusal: 'CARD_BUY_LIMIT', buyLimit: 2, bought: 2 }),
    });
    page.render('/subpackages/coupons/buyPassDetails', <BuyPassPage />, { id: '5' });
    expect((await screen.findByRole('alert')).textContent).toBe('Limit of 2 cards per member');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Buy now' }).disabled).toBe(true);
  });
});
