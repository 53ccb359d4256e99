// @vitest-environment happy-dom
import { cardEndpoints, storePaths } from '@shop/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { storeInfo } from '../../../test/shop-harness.tsx';
import { ShoppingCardsTab } from '../components/money-cards-tab.tsx';
import { cardDetail, cardProduct, cardRecord, memberCard } from '../state/card-test-data.ts';
import { ShoppingCardPage } from './money-card-page.tsx';

const page = memberPageTest();
/** A ¥100 bakery card holding ¥72.00, spent only on bread. */
const held = memberCard({
  id: 61,
  kind: 'shopping',
  name: '¥100 bakery card',
  number: '8774238276482000',
  timesTotal: null,
  timesLeft: null,
  balance: 72,
});
const onSale = cardProduct({
  id: 9,
  kind: 'shopping',
  name: '¥100 bakery card',
  price: 95,
  times: null,
  faceValue: 100,
  categoryIds: [7],
  covers: ['Bread'],
});

describe("My coupons' shopping-card tab", () => {
  it('lists the shopping cards with their balance, each leading to its page, and the cards on sale with what they cover', async () => {
    page.api({
      [cardEndpoints.myCards.path]: (body) => {
        expect(body.singletype).toBe(2);
        const cards = body.tab === 'usable' ? [held] : [];
        return { cards, total: cards.length, counts: { usable: 1, used: 0, expired: 0 } };
      },
      [cardEndpoints.loadCardProducts.path]: (body) => {
        expect(body.kind).toBe('shopping');
        return { products: [onSale], total: 1 };
      },
    });
    page.render('/subpackages/coupons/myCoupon', <ShoppingCardsTab />, { singletype: '2' });
    const row = await screen.findByTestId('shopping-card-61');
    expect(within(row).getByTestId('shopping-card-balance').textContent).toContain('¥72.00');
    within(row).getByText('Card ending 2000');
    expect(row.getAttribute('href')).toContain('couponShoppingCardDetails?id=61');
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Usable (1)');
    screen.getByRole('heading', { name: 'Shopping cards on sale' });
    const sale = await screen.findByTestId('card-product-9');
    expect(sale.textContent).toContain('Worth ¥100.00');
    expect(sale.textContent).toContain('Usable on: Bread');
    // Bought on the prepaid card's buy page (SPEC §2 has none of its own).
    expect(sale.getAttribute('href')).toContain('buyPrepaidCardDetails?id=9');
    expect(screen.queryByTestId('prepaid-bind-link')).toBeNull();
  });
});

describe('a held shopping card (couponShoppingCardDetails)', () => {
  function open(card: ReturnType<typeof cardDetail>) {
    page.api({
      [cardEndpoints.cardDetails.path]: () => card,
      [storePaths.getStoreDataFast]: () => storeInfo(1001),
    });
    return page.render('/subpackages/coupons/couponShoppingCardDetails', <ShoppingCardPage />, { id: '61' });
  }

  it('shows the balance, validity, the number as QR and barcode, what it pays for and the records', async () => {
    open(
      cardDetail({
        ...held,
        description: 'Spend ¥100 on our bread.',
        categoryNames: ['Bread'],
        records: [
          cardRecord({ id: 3, reason: 'spend', deltaTimes: 0, deltaMoney: -28, orderNo: '2026120210000001' }),
          cardRecord({ id: 2, reason: 'purchase', deltaTimes: 0, deltaMoney: 100, storeName: null }),
        ],
      }),
    );
    expect((await screen.findByTestId('shopping-card-balance')).textContent).toContain('¥72.00');
    screen.getByRole('heading', { name: 'Shopping card' });
    screen.getByText('Valid until 02/28/2027');
    screen.getByRole('img', { name: 'Card number 8774238276482000 as a QR code' });
    screen.getByRole('img', { name: 'Card number 8774238276482000 as a barcode' });
    screen.getByText('Pays for');
    expect(screen.getByTestId('card-covers').textContent).toBe('Bread');
    screen.getByText('Spend ¥100 on our bread.');
    const records = screen.getAllByTestId('card-record');
    expect(records.map((r) => within(r).getByTestId('card-record-delta').textContent)).toEqual([
      '−¥28.00',
      '+¥100.00',
    ]);
    // A prepaid card's ways (top-up, giving away) are not a shopping card's.
    expect(screen.queryByTestId('prepaid-top-up')).toBeNull();
  });

  it("says not found for another kind's card", async () => {
    open(cardDetail({ ...held, kind: 'prepaid' }));
    await screen.findByText('This card does not exist');
  });
});
