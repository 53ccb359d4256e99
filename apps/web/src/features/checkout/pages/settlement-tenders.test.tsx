// @vitest-environment happy-dom
import type { CartItemOut, SettlementPreviewOut } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { payInfoOf, payMethods } from '../../../test/pay-info.ts';
import { keyIn, payKeypad } from '../../../test/pay-keypad.ts';
import { cartStore } from '../../cart/index.ts';
import { registerSettlementSlot, type SettlementSlotProps } from '../state/settlement-slots.ts';
import { SettlementPage, settlementPath } from './settlement-page.tsx';

/**
 * A tender piece as the card area registers one (decision 061): a tick per card the preview offers, setting
 * tenderCardIds. Checkout must fit the pay method, the password, the balance check and the bar to the split the
 * server priced, without knowing what the piece is.
 */
function TestTenders({ preview, chosen, choose, busy }: SettlementSlotProps) {
  return (
    <ul>
      {(preview.tenders?.offers ?? []).map((o) => (
        <li key={o.id}>
          <label>
            {o.name}
            <input
              type="checkbox"
              checked={chosen.includes(o.id)}
              disabled={busy}
              onChange={() => void choose(chosen.includes(o.id) ? [] : [o.id])}
            />
          </label>
        </li>
      ))}
    </ul>
  );
}
registerSettlementSlot({ key: 'test:tender', place: 'payment', field: 'tenderCardIds', Piece: TestTenders });

const page = memberPageTest();
const cartLine: CartItemOut = {
  ProductId: 7,
  ProductName: 'Loaf',
  ProductNum: 1,
  SellPrice: 28,
  ProductSellPrice: 28,
  OriginalPrice: 28,
  CartItemAttributes: [],
  Stock: 10,
  IgnoreStock: false,
  CartIdx: 7,
  CartItemId: 7,
  Comment: '',
  excluded: false,
  IsOutStock: false,
  Quantity: 1,
};

/** A ¥28.00 loaf; the member's card (¥`card`) pays what it holds of it when chosen. */
const preview = (chosen: number[], card: number, balance: number): SettlementPreviewOut => {
  const cardsPay = chosen.includes(41) ? Math.min(card, 28) : 0;
  return {
    storeId: 1001,
    storeName: 'Test Bakery',
    storeAddress: '1 Test Road',
    storeTel: '',
    orderMode: 'takeout',
    droppedGifts: [],
    adjustments: [],
    coupons: { chosen: [], offers: [] },
    tenders: {
      chosen,
      offers: [
        {
          id: 41,
          kind: 'prepaid',
          covers: [],
          name: 'Gift card',
          number: '8800000000004141',
          balance: card,
          validUntil: null,
          usable: true,
          reason: null,
          pays: Math.min(card, 28),
        },
      ],
      cardsPay,
      rest: 28 - cardsPay,
    },
    delivery: null,
    items: [],
    summary: { amount: 28, quantity: 1, originalAmount: 28, discountedPrice: 0 },
    minStartPrice: 0,
    pickupSlots: [],
    balance,
    contactPhone: '13800138000',
    problems: [],
  };
};
const placed = (payMethod: number) => ({
  orderNo: '2030',
  status: 'pending',
  payMethod,
  amount: 28,
  pickupNo: '1',
  needPay: false,
  autoCancelAt: null,
});

const placeCalls = () => page.calls.filter((c) => c.path === 'order/placefast').map((c) => c.body);
const payBy = (name: RegExp) => screen.queryByRole<HTMLInputElement>('radio', { name });
const submit = () => screen.getByRole('button', { name: 'Place order' });
const total = () => screen.getByTestId('settlement-total').textContent;

async function open(opts: { card: number; balance: number; needPayPassword?: boolean }) {
  page.api({
    'shopcart/syncshopcartv2': () => JSON.stringify([cartLine]),
    'checkout/IndexNoDiscount': (body) =>
      preview((body.tenderCardIds as number[] | undefined) ?? [], opts.card, opts.balance),
    'checkout/GetPayInfo': () =>
      payInfoOf([payMethods.balance, payMethods.cash, payMethods.wechat], {
        needPayPassword: opts.needPayPassword ?? false,
      }),
    'order/placefast': (body) => placed(body.payMethod as number),
  });
  await cartStore.reset();
  const { user } = page.render(settlementPath, <SettlementPage />);
  await waitFor(() => expect(total()).toContain('28.00'));
  await waitFor(() => expect(payBy(/^Cash/)).not.toBeNull());
  return user;
}

async function tickCard(user: Awaited<ReturnType<typeof open>>) {
  await user.click(screen.getByRole('checkbox', { name: /Gift card/ }));
  await waitFor(() =>
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: /Gift card/ }).checked).toBe(true),
  );
}

describe('a prepaid card paying part of the settlement (decision 061)', () => {
  it('asks for the payment password up front when a card pays and the rest goes online', async () => {
    const user = await open({ card: 20, balance: 0, needPayPassword: true });
    await tickCard(user);
    await user.click(payBy(/^WeChat Pay/)!);
    await user.click(submit());
    expect(payKeypad()).not.toBeNull();
    expect(placeCalls()).toHaveLength(0);
    // The digits confirm what the card pays; WeChat Pay charges the rest after.
    expect(payKeypad()!.textContent).toContain('¥20.00');
    expect(payKeypad()!.textContent).not.toContain('28.00');
    await keyIn(user, '246810');
    await waitFor(() => expect(placeCalls()).toHaveLength(1));
    expect(placeCalls()[0]).toMatchObject({ payMethod: 4, tenderCardIds: [41], payPassword: '246810' });
  });

  it('weighs the balance against the rest, not the whole amount: ¥10 covers the ¥8 left', async () => {
    const user = await open({ card: 20, balance: 10 });
    // Without the card ¥10 cannot pay ¥28: another method is the default.
    expect(payBy(/^Member balance/)!.checked).toBe(false);
    await tickCard(user);
    await waitFor(() => expect(payBy(/^Member balance/)!.checked).toBe(true));
    expect(screen.queryByText(/not enough/)).toBeNull();
    await user.click(submit());
    await waitFor(() => expect(placeCalls()).toHaveLength(1));
    expect(placeCalls()[0]).toMatchObject({ payMethod: 2, tenderCardIds: [41], expectedAmount: 28 });
  });

  it('leaves out paying at the store beside a card, says why, and moves a cash pick to the default', async () => {
    const user = await open({ card: 20, balance: 10 });
    await user.click(payBy(/^Cash/)!);
    expect(payBy(/^Cash/)!.checked).toBe(true);
    expect(screen.queryByTestId('pay-at-store-hidden')).toBeNull();
    await tickCard(user);
    await waitFor(() => expect(payBy(/^Cash/)).toBeNull());
    expect(screen.getByTestId('pay-at-store-hidden').textContent).toBe(
      'Paying at the store can’t be combined with a card payment',
    );
    // SPEC §4's default for the rest: the member balance, which covers the ¥8.00.
    expect(payBy(/^Member balance/)!.checked).toBe(true);
    await user.click(submit());
    await waitFor(() => expect(placeCalls()).toHaveLength(1));
    expect(placeCalls()[0]).toMatchObject({ payMethod: 2, tenderCardIds: [41] });
  });

  it('shows in the bar what the pay method charges, with the card part beside it', async () => {
    const user = await open({ card: 20, balance: 0 });
    expect(screen.queryByTestId('settlement-cards-pay')).toBeNull();
    await tickCard(user);
    await waitFor(() => expect(total()).not.toContain('28.00'));
    expect(total()).toContain('¥8.00');
    expect(screen.getByTestId('settlement-cards-pay').textContent).toBe('+ card ¥20.00');
  });

  it('a card paying it all needs no pay method: the methods say so and the order is placed', async () => {
    const user = await open({ card: 50, balance: 0 });
    await tickCard(user);
    await waitFor(() => expect(screen.getByTestId('pay-not-needed')).toBeTruthy());
    expect(payBy(/^WeChat Pay/)).toBeNull();
    expect(total()).toContain('¥0.00');
    await user.click(submit());
    await waitFor(() => expect(placeCalls()).toHaveLength(1));
    expect(placeCalls()[0]).toMatchObject({ tenderCardIds: [41], expectedAmount: 28 });
  });
});
