// @vitest-environment happy-dom
import type { CartItemOut, PassCardOfferOut, SettlementPreviewOut } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { definitions } from '../../../test/definitions.ts';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { payInfoOf, payMethods } from '../../../test/pay-info.ts';
import { Refusal } from '../../../test/shop-harness.tsx';
import { toastSnapshot } from '../../../ui/feedback/feedback.ts';
import { cartStore } from '../../cart/index.ts';
import { registerSettlementSlot, type SettlementSlotProps } from '../state/settlement-slots.ts';
import { SettlementPage, settlementPath } from './settlement-page.tsx';

/**
 * A piece as another area registers one (the card area's pass cards, decision 060): a switch per offer of the
 * preview's passCards setting its field. Checkout must send the field with every ask and placefast, and show the
 * totals the server priced with it, without knowing what the piece is.
 */
function TestPiece({ preview, chosen, choose, busy }: SettlementSlotProps) {
  return (
    <ul>
      {(preview.passCards?.offers ?? []).map((o) => (
        <li key={o.id} data-testid={`pass-card-offer-${o.id}`}>
          <label>
            {o.name} {o.usable ? `saves ${o.saving}` : o.reason}
            <input
              type="checkbox"
              role="switch"
              aria-checked={chosen.includes(o.id)}
              checked={chosen.includes(o.id)}
              disabled={busy || !o.usable}
              onChange={() => void choose(chosen.includes(o.id) ? [] : [o.id])}
            />
          </label>
        </li>
      ))}
    </ul>
  );
}
registerSettlementSlot({
  key: 'test:pass',
  place: 'offers',
  field: 'cardIds',
  staleOn: ['CARD_USED_UP'],
  Piece: TestPiece,
});

const page = memberPageTest();
const cartLine: CartItemOut = {
  ProductId: 7,
  ProductName: 'Tea 7',
  ProductNum: 2,
  SellPrice: 15,
  ProductSellPrice: 15,
  OriginalPrice: 15,
  CartItemAttributes: [],
  Stock: 10,
  IgnoreStock: false,
  CartIdx: 7,
  CartItemId: 7,
  Comment: '',
  excluded: false,
  IsOutStock: false,
  Quantity: 2,
};
const tea: PassCardOfferOut = {
  id: 31,
  name: '5-tea pass',
  number: '1234567890123456',
  timesLeft: 4,
  validUntil: '2030-03-01T00:00:00.000Z',
  usable: true,
  reason: null,
  covers: 2,
  saving: 30,
};
const elsewhere: PassCardOfferOut = {
  ...tea,
  id: 32,
  name: 'Other store pass',
  usable: false,
  reason: 'CARD_WRONG_STORE',
  covers: 0,
  saving: 0,
};

/** The settlement of two teas at ¥15, the card covering both when chosen. */
const preview = (cardIds: number[]): SettlementPreviewOut => {
  const off = cardIds.includes(tea.id) ? 30 : 0;
  return {
    storeId: 1001,
    storeName: 'Test Tea House',
    storeAddress: '1 Test Road',
    storeTel: '',
    orderMode: 'takeout',
    droppedGifts: [],
    adjustments: off
      ? [{ kind: 'pass-card', labelKey: 'checkout.passCard', amount: -off, name: tea.name }]
      : [],
    coupons: { chosen: [], offers: [] },
    passCards: { chosen: cardIds, offers: [tea, elsewhere] },
    delivery: null,
    items: [
      {
        ProductId: 7,
        ProductName: 'Tea 7',
        ImageName: '',
        ProductNum: 2,
        SellPrice: 15,
        OriginalPrice: 15,
        LineAmount: 30,
        CartItemAttributes: [],
        Comment: '',
      },
    ],
    summary: { amount: 30 - off, quantity: 2, originalAmount: 30, discountedPrice: off },
    minStartPrice: 0,
    pickupSlots: [],
    balance: 0,
    contactPhone: '13800138000',
    problems: [],
  };
};

const byPath = (path: string) => page.calls.filter((c) => c.path === path);
const placed = {
  orderNo: '2030',
  status: 'pending',
  payMethod: 1,
  amount: 0,
  pickupNo: '1',
  needPay: false,
  autoCancelAt: null,
};

async function open(handlers: Record<string, (body: unknown) => unknown> = {}) {
  page.api({
    'shopcart/syncshopcartv2': () => JSON.stringify([cartLine]),
    'checkout/IndexNoDiscount': (body) => preview((body.cardIds as number[] | undefined) ?? []),
    'checkout/GetPayInfo': () => payInfoOf([payMethods.cash]),
    'order/placefast': () => placed,
    ...handlers,
  });
  await cartStore.reset();
  const { user } = page.render(settlementPath, <SettlementPage />);
  await waitFor(() => expect(definitions()['To pay']).toContain('30.00'));
  return user;
}

describe("the settlement's registered pieces", () => {
  it('draws a piece with the preview, and sends its field only once chosen', async () => {
    await open();
    expect(screen.getByTestId('pass-card-offer-31').textContent).toContain('saves 30');
    const use = screen.getByRole<HTMLInputElement>('switch', { name: /5-tea pass/ });
    expect(use.checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>('switch', { name: /Other store pass/ }).disabled).toBe(true);
    expect(byPath('checkout/IndexNoDiscount')[0]!.body).not.toHaveProperty('cardIds');
  });

  it('choosing a card prices the settlement with cardIds, shows its line and total, and placefast sends it', async () => {
    const user = await open();
    await user.click(screen.getByRole('switch', { name: /5-tea pass/ }));
    await waitFor(() => expect(screen.getByTestId('total-pass-card').textContent).toBe('-¥30.00'));
    expect(definitions()['To pay']).not.toContain('30.00');
    expect(definitions()['To pay']).toContain('0.00');
    expect(byPath('checkout/IndexNoDiscount').at(-1)!.body).toMatchObject({ cardIds: [31] });
    // The items less the card's line come to what is paid.
    expect(definitions()['Items total']).toBe('¥30.00');
    expect(definitions()['Pass card · 5-tea pass']).toBe('-¥30.00');
    expect(screen.getByRole<HTMLInputElement>('switch', { name: /5-tea pass/ }).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(byPath('order/placefast')).toHaveLength(1));
    expect(byPath('order/placefast')[0]!.body).toMatchObject({ cardIds: [31], expectedAmount: 0 });
  });

  it('a placing refusal the piece names empties its field and prices again', async () => {
    const user = await open({ 'order/placefast': () => new Refusal(409, 'CARD_USED_UP', '该卡次数已用完') });
    await user.click(screen.getByRole('switch', { name: /5-tea pass/ }));
    await waitFor(() => expect(screen.getByTestId('total-pass-card')).toBeTruthy());
    await user.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('switch', { name: /5-tea pass/ }).checked).toBe(false),
    );
    await waitFor(() => expect(definitions()['To pay']).toContain('30.00'));
    expect(screen.queryByTestId('total-pass-card')).toBeNull();
  });

  it('a choice the server refuses keeps the one before and says why', async () => {
    const user = await open();
    page.api({
      'checkout/IndexNoDiscount': (body) => {
        if ((body.cardIds as number[] | undefined)?.length)
          return new Refusal(409, 'CARD_USED_UP', '该卡次数已用完');
        return preview([]);
      },
    });
    await user.click(screen.getByRole('switch', { name: /5-tea pass/ }));
    await waitFor(() => expect(toastSnapshot()?.text).toBe('This card has no uses left'));
    expect(screen.getByRole<HTMLInputElement>('switch', { name: /5-tea pass/ }).checked).toBe(false);
    expect(definitions()['To pay']).toContain('30.00');
  });
});
