// @vitest-environment happy-dom
import { type PayCodeChargeOut, payCodeEndpoints } from '@shop/contracts';
import { groupPayCode } from '@shop/domain';
import { screen, waitFor } from '@testing-library/react';
import { HOTP, Secret } from 'otpauth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { keyIn, keypadProblem, payKeypad } from '../../../test/pay-keypad.ts';
import { Refusal } from '../../../test/shop-harness.tsx';
import { toastSnapshot } from '../../../ui/feedback/feedback.ts';
import { confirmRef } from '../api/confirm-pay-code-charge.ts';
import { declineRef } from '../api/decline-pay-code-charge.ts';
import { enrollRef } from '../api/enroll-pay-code.ts';
import { chargesRef } from '../api/pay-code-charges.ts';
import { forgetPayCodeDevice, savedPayCodeDevice } from '../state/pay-code-device.ts';
import { PayCodePage } from './pay-code-page.tsx';

const page = memberPageTest();
const secret = new Secret({ size: 20 }).base32;
const enrolment = {
  deviceKey: '2812345678',
  secret,
  digits: 8,
  stepSeconds: 5,
  refreshSeconds: 60,
  serverTime: 0,
};

/** The code the server expects at an instant (RFC 6238, computed apart from the page's own code). */
const expected = (at: number) =>
  `2812345678${HOTP.generate({ secret: Secret.fromBase32(secret), digits: 8, counter: Math.floor(at / 5000) })}`;

const charge = (fields: Partial<PayCodeChargeOut>): PayCodeChargeOut => ({
  id: 1,
  chargeNo: 'PC1',
  status: 'paid',
  amount: 12.5,
  balanceAfter: 87.5,
  storeName: 'Amber Tea',
  createdAt: new Date().toISOString(),
  confirmBy: null,
  needsPassword: false,
  ...fields,
});

const shownDigits = () => screen.getByTestId('pay-code-digits').textContent;
const callsTo = (path: string) => page.calls.filter((c) => c.path === path);

function open(chargesAnswers: Array<PayCodeChargeOut[]>, rightPassword = '246810') {
  let polls = 0;
  page.api({
    [payCodeEndpoints.enrollPayCode.path]: () => ({ ...enrolment, serverTime: Date.now() }),
    [payCodeEndpoints.payCodeCharges.path]: () => ({
      charges: chargesAnswers[Math.min(polls++, chargesAnswers.length - 1)] ?? [],
      balance: 100,
      deviceActive: true,
    }),
    [payCodeEndpoints.confirmPayCodeCharge.path]: (body) =>
      body.payPassword === undefined || body.payPassword === rightPassword
        ? { charge: charge({ status: 'paid' }) }
        : new Refusal(422, 'PAY_PASSWORD_WRONG', '支付密码错误'),
    [payCodeEndpoints.declinePayCodeCharge.path]: () => ({ charge: charge({ status: 'declined' }) }),
  });
  return page.render('/subpackages/balance/balancePay', <PayCodePage />);
}

describe('the member payment code page', () => {
  beforeEach(() => forgetPayCodeDevice());
  afterEach(() => vi.useRealTimers());

  it('names the contract paths', () => {
    expect([enrollRef.path, chargesRef.path, confirmRef.path, declineRef.path]).toEqual([
      payCodeEndpoints.enrollPayCode.path,
      payCodeEndpoints.payCodeCharges.path,
      payCodeEndpoints.confirmPayCodeCharge.path,
      payCodeEndpoints.declinePayCodeCharge.path,
    ]);
  });

  it('enrols once, then shows the code the server expects as barcode, digits and QR, with its countdown', async () => {
    // The clock stands still: the code moves every 5 s, and a slow run must not cross a step between the page's
    // code and the one computed here.
    vi.useFakeTimers({ toFake: ['Date'] });
    open([[]]);
    await screen.findByTestId('pay-code-card');
    expect(callsTo(payCodeEndpoints.enrollPayCode.path)).toHaveLength(1);
    expect(savedPayCodeDevice('member-token')).toMatchObject({ deviceKey: '2812345678', secret });
    expect(shownDigits()).toBe(groupPayCode(expected(Date.now())));
    // The bars are drawn into the svg by an effect, after the frame that showed the card.
    await waitFor(() =>
      expect(
        screen.getByRole('img', { name: 'Payment barcode' }).querySelectorAll('rect').length,
      ).toBeGreaterThan(10),
    );
    expect(
      screen.getByRole('img', { name: 'Payment QR code' }).querySelector('path')?.getAttribute('d'),
    ).toBeTruthy();
    expect(screen.getByTestId('pay-code-countdown').textContent).toBe('Refreshes in 60 s');
    expect(screen.getByTestId('pay-code-brightness').textContent).toContain('brightness');
    expect((await screen.findByTestId('pay-code-balance')).textContent).toContain('100.00');
  });

  it('refreshes on demand to a code of a later step', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 21, 10, 0, 1) });
    const { user } = open([[]]);
    await screen.findByTestId('pay-code-card');
    const first = shownDigits();
    vi.setSystemTime(Date.UTC(2026, 10, 21, 10, 0, 6));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(shownDigits()).not.toBe(first));
    expect(shownDigits()).toBe(groupPayCode(expected(Date.now())));
  });

  it('shows the code with no network from the secret kept on the phone', async () => {
    open([[]]);
    await screen.findByTestId('pay-code-card');
    const calls = callsTo(payCodeEndpoints.enrollPayCode.path).length;
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByTestId('pay-code-offline')).toBeTruthy();
    expect(shownDigits()).toBe(groupPayCode(expected(Date.now())));
    expect(callsTo(payCodeEndpoints.enrollPayCode.path)).toHaveLength(calls);
    online.mockRestore();
    window.dispatchEvent(new Event('online'));
  });

  it('shows a payment the till took by itself, and then a new code', async () => {
    open([
      [charge({ id: 1 })],
      [charge({ id: 1 }), charge({ id: 2, chargeNo: 'PC2', amount: 12.5, balanceAfter: 75 })],
    ]);
    await screen.findByTestId('pay-code-card');
    const before = shownDigits();
    // The charge already there when the page opened is not news.
    const paid = await screen.findByTestId('pay-code-paid', {}, { timeout: 5000 });
    expect(paid.textContent).toContain('Payment successful');
    expect(paid.textContent).toContain('Amber Tea');
    expect(paid.textContent).toContain('12.50');
    expect(screen.getByTestId('pay-code-paid-balance').textContent).toContain('75.00');
    // The code the till took is dead: a new one shows (from the next time step at the latest).
    await waitFor(() => expect(shownDigits()).not.toBe(before), { timeout: 6000 });
  });

  it('asks for the payment password to confirm a charge above the limit', async () => {
    const waiting = charge({
      id: 3,
      chargeNo: 'PC3',
      status: 'confirming',
      amount: 300,
      balanceAfter: null,
      confirmBy: new Date(Date.now() + 120_000).toISOString(),
      needsPassword: true,
    });
    const { user } = open([[waiting]]);
    const card = await screen.findByTestId('pay-code-confirm');
    expect(card.textContent).toContain('300.00');
    expect(card.textContent).toMatch(/Confirm within 1[12]\d s/);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(payKeypad()).not.toBeNull();
    // Wrong digits: refused in the keypad, which stays open for another try.
    await keyIn(user, '135791');
    await waitFor(() => expect(keypadProblem()).toBe('The payment password is incorrect'));
    await keyIn(user, '246810');
    await waitFor(() => expect(payKeypad()).toBeNull());
    expect(callsTo(payCodeEndpoints.confirmPayCodeCharge.path).map((c) => c.body)).toEqual([
      { chargeNo: 'PC3', payPassword: '135791' },
      { chargeNo: 'PC3', payPassword: '246810' },
    ]);
  });

  it('lets the member decline a charge waiting for them, with no password asked', async () => {
    const waiting = charge({
      id: 4,
      chargeNo: 'PC4',
      status: 'confirming',
      amount: 260,
      balanceAfter: null,
      confirmBy: new Date(Date.now() + 60_000).toISOString(),
    });
    const { user } = open([[waiting]]);
    await screen.findByTestId('pay-code-confirm');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(callsTo(payCodeEndpoints.declinePayCodeCharge.path).map((c) => c.body)).toEqual([
        { chargeNo: 'PC4' },
      ]),
    );
    expect(payKeypad()).toBeNull();
    await waitFor(() =>
      expect(toastSnapshot()).toMatchObject({ text: 'Payment declined; nothing was charged', kind: 'info' }),
    );
  });
});
