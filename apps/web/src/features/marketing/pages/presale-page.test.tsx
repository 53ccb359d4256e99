// @vitest-environment happy-dom
import { type PresaleOrderOut, type PresaleOut, presaleEndpoints } from '@shop/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { session as memberSession } from '../../../lib/session/session.ts';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { payInfoOf, payMethods } from '../../../test/pay-info.ts';
import type { Handler } from '../../../test/shop-harness.tsx';
import { depositDue, depositRefusalAt, presaleWindow, restIsDue } from '../state/use-presale-pay.ts';
import { PresalePage } from './presale-page.tsx';

const page = memberPageTest();
const path = '/subpackages/marketing/presale';
const hour = 60 * 60 * 1000;
const at = (hours: number) => new Date(Date.now() + hours * hour).toISOString();
/** A ¥168 gift box whose ¥20 deposit counts as ¥50, taking deposits now, the rest in the ten days after. */
const box: PresaleOut = {
  id: 7,
  name: 'Pineapple cake gift box',
  description: 'Reserve now, collect on the ship day.',
  image: '',
  productId: null,
  price: 168,
  deposit: 20,
  depositWorth: 50,
  depositStartsAt: at(-24),
  depositEndsAt: at(24 * 20),
  finalStartsAt: at(24 * 20),
  finalEndsAt: at(24 * 30),
  shipsOn: '2099-01-05',
  lapsedDeposit: 'refund',
};
/** The same box in its final window: deposits closed. */
const finalBox: PresaleOut = { ...box, depositEndsAt: at(-1), finalStartsAt: at(-1) };
const depositStep = {
  orderNo: '2026120310000071',
  status: 'pending' as const,
  needPay: false,
  payMethod: 2,
  amount: 40,
  autoCancelAt: null,
  paidAt: '2026-12-03T10:00:00Z',
};
const purchase: PresaleOrderOut = {
  presaleId: 7,
  name: box.name,
  image: '',
  quantity: 2,
  stage: 'deposit_paid',
  deposit: depositStep,
  rest: null,
  restAmount: 236,
  finalStartsAt: box.finalStartsAt,
  finalEndsAt: box.finalEndsAt,
  shipsOn: box.shipsOn,
  lapsedDeposit: 'refund',
  createdAt: '2026-12-03T10:00:00Z',
};
const due: PresaleOrderOut = {
  ...purchase,
  stage: 'final_payment_due',
  finalStartsAt: finalBox.finalStartsAt,
};
const paidInFull: PresaleOrderOut = {
  ...due,
  stage: 'ships_on_date',
  deposit: { ...depositStep, status: 'completed' },
  rest: { ...depositStep, orderNo: '2026120310000072', amount: 236, paidAt: '2026-12-03T11:00:00Z' },
};
const serverTime = new Date().toISOString();

/** The calls the page makes: the list, one pre-sale (with the member's purchases), records, pay info, balance. */
function reads(presale: PresaleOut, mine: PresaleOrderOut[], extra: Record<string, Handler> = {}) {
  return {
    [presaleEndpoints.presaleList.path]: () => ({ presales: [presale], serverTime }),
    [presaleEndpoints.presaleDetail.path]: () => ({ presale, mine, serverTime }),
    [presaleEndpoints.presaleRecords.path]: () => ({ orders: mine, serverTime }),
    'checkout/GetPayInfo': () => payInfoOf([payMethods.balance, payMethods.wechat]),
    'customeraccount/FindLoginInfo': () => ({ isLogin: true, uid: 42, userInfo: { money: 500 } }),
    ...extra,
  };
}
const callsTo = (endpoint: string) => page.calls.filter((c) => c.path === endpoint).map((c) => c.body);

describe('the pre-sale page', () => {
  it('tells the windows apart by domain rules, touching windows included', () => {
    const now = Date.now();
    expect(presaleWindow({ ...box, depositStartsAt: at(1) }, now)).toBe('before');
    expect(presaleWindow(box, now)).toBe('deposit');
    expect(presaleWindow({ ...box, depositEndsAt: at(-2), finalStartsAt: at(1) }, now)).toBe('between');
    expect(presaleWindow(finalBox, now)).toBe('final');
    expect(presaleWindow({ ...finalBox, finalEndsAt: at(-0.5) }, now)).toBe('over');
    const edge = Date.parse(finalBox.depositEndsAt);
    expect(depositRefusalAt(finalBox, edge - 1)).toBeNull();
    expect(depositRefusalAt(finalBox, edge)).toBe('PRESALE_DEPOSIT_ENDED');
    expect(presaleWindow(finalBox, edge)).toBe('final');
    expect(depositDue({ ...box, deposit: 0.1 }, 3)).toBe(0.3);
    expect(restIsDue(due)).toBe(true);
    expect(restIsDue(purchase)).toBe(false);
    expect(restIsDue({ ...due, rest: { ...depositStep, status: 'unpaid', needPay: true } })).toBe(false);
  });

  it('lists a pre-sale with its price, deposit, countdown and ship date', async () => {
    page.api(reads(box, []));
    page.render(path, <PresalePage />);
    const card = await screen.findByTestId('presale-card');
    expect(card.textContent).toContain('¥168.00');
    expect(within(card).getByTestId('presale-deposit').textContent).toBe('Deposit ¥20.00 counts as ¥50.00');
    expect(within(card).getByTestId('presale-countdown').textContent).toMatch(/^Deposits until /);
    expect(card.textContent).toContain('Ships on January 5, 2099');
    expect(await screen.findByText('You have no pre-sale purchases yet')).toBeTruthy();
  });

  it('shows the terms and pays the deposit for two by balance with the amount it showed', async () => {
    page.api(
      reads(box, [], {
        [presaleEndpoints.presalePayDeposit.path]: () => purchase,
        [presaleEndpoints.presaleOrder.path]: () => purchase,
      }),
    );
    const { user } = page.render(path, <PresalePage />, { id: '7' });
    const terms = await screen.findByTestId('presale-terms');
    expect(within(terms).getByTestId('presale-term-rest').textContent).toBe('Rest to pay¥118.00');
    expect(within(terms).getByTestId('presale-term-lapsed').textContent).toContain('The deposit is refunded');
    await user.click(await screen.findByRole('button', { name: `Increase ${box.name}` }));
    await waitFor(() => expect(screen.getByTestId('presale-pay-deposit')).toHaveProperty('disabled', false));
    await user.click(screen.getByTestId('presale-pay-deposit'));
    const result = await screen.findByTestId('presale-order');
    expect(result.textContent).toContain('Deposit paid');
    expect(within(result).getByTestId('presale-final-countdown').textContent).toMatch(
      /^Final payment opens in/,
    );
    expect(within(result).getByTestId('presale-step-rest').textContent).toContain('Not paid yet');
    expect(callsTo(presaleEndpoints.presalePayDeposit.path)).toEqual([
      expect.objectContaining({
        id: 7,
        quantity: 2,
        payMethod: 2,
        expectedAmount: 40,
        idempotencyKey: expect.any(String),
      }),
    ]);
  });

  it('turns Pay deposit off once deposits close and pays the rest it shows in the final window', async () => {
    page.api(
      reads(finalBox, [due], {
        [presaleEndpoints.presalePayRest.path]: () => paidInFull,
        [presaleEndpoints.presaleOrder.path]: () => paidInFull,
      }),
    );
    const { user } = page.render(path, <PresalePage />, { id: '7' });
    expect((await screen.findByTestId('presale-error')).textContent).toBe('Deposits are closed');
    expect(screen.getByTestId('presale-pay-deposit')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('presale-stage').textContent).toBe('Final payment due');
    const pay = screen.getByTestId('presale-pay-rest');
    expect(pay.textContent).toBe('Pay the rest ¥236.00');
    await waitFor(() => expect(pay).toHaveProperty('disabled', false));
    await user.click(pay);
    const result = await screen.findByTestId('presale-order');
    expect(result.textContent).toContain('Paid in full');
    expect(result.textContent).toContain('with order number 2026120310000072');
    expect(within(result).getByTestId('presale-step-deposit').textContent).toContain('2026120310000071');
    expect(within(result).getByTestId('presale-step-rest').textContent).toContain('¥236.00');
    expect(within(result).getByTestId('presale-ships-on').textContent).toBe('Ships on January 5, 2099');
    expect(callsTo(presaleEndpoints.presalePayRest.path)).toEqual([
      expect.objectContaining({ orderNo: depositStep.orderNo, payMethod: 2, expectedAmount: 236 }),
    ]);
  });

  it('asks a guest to log in to pay the deposit', async () => {
    memberSession.signOut();
    page.api(reads(box, []));
    page.render(path, <PresalePage />, { id: '7' });
    expect((await screen.findByTestId('presale-login')).textContent).toBe('Log in to pay the deposit');
  });

  it('offers an unpaid payment again, to cancel, with the time until it closes', async () => {
    const unpaid = {
      ...purchase,
      stage: 'awaiting_deposit' as const,
      deposit: {
        ...depositStep,
        status: 'unpaid' as const,
        needPay: true,
        payMethod: 3,
        autoCancelAt: at(0.25),
        paidAt: null,
      },
    };
    page.api(reads(box, [unpaid], { [presaleEndpoints.presaleOrder.path]: () => unpaid }));
    page.render(path, <PresalePage />, { id: '7', orderno: depositStep.orderNo });
    await screen.findByTestId('presale-pay-again');
    screen.getByTestId('presale-cancel');
    expect(screen.getByTestId('presale-release').textContent).toMatch(/^Closes in/);
  });
});
