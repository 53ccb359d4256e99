// @vitest-environment happy-dom
import { type CashOutOut, partnerEndpoints } from '@shop/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { router } from '../../../lib/router/use-route.tsx';
import { memberPageTest } from '../../../test/page-harness.tsx';
import { Refusal } from '../../../test/shop-harness.tsx';
import { cashOutRef, quoteRef, recordRef, recordsRef } from '../api/partner-api.ts';
import { CashOutPage } from './cash-out-page.tsx';
import { centre } from './partner-test-data.ts';

const page = memberPageTest();
const asked = () => page.calls.filter((c) => c.path === partnerEndpoints.cashOut.path).map((c) => c.body);

const record = (fields: Partial<CashOutOut> = {}): CashOutOut => ({
  id: 7,
  amount: 20,
  fee: 0.2,
  payout: 19.8,
  method: 'wechat',
  account: 'wx-lee',
  remark: 'December',
  status: 'requested',
  createdAt: '2026-12-01T02:00:00Z',
  decidedAt: null,
  staffNote: '',
  ...fields,
});

function open(
  answer = centre(),
  query: Record<string, string> = {},
  cashOut: (body: Record<string, unknown>) => unknown = (body) => record({ amount: Number(body.amount) }),
) {
  page.api({
    [partnerEndpoints.centre.path]: () => answer,
    [partnerEndpoints.cashOutQuote.path]: (body) => {
      const amount = Number(body.amount);
      const fee = Math.round(amount) / 100;
      return { amount, fee, payout: Math.round((amount - fee) * 100) / 100 };
    },
    [partnerEndpoints.cashOut.path]: cashOut,
    [partnerEndpoints.cashOutRecords.path]: () => ({
      records: [record(), record({ id: 6, status: 'paid', decidedAt: '2026-12-02T02:00:00Z' })],
      total: 2,
    }),
    [partnerEndpoints.cashOutDetail.path]: () =>
      record({ id: 6, status: 'paid', decidedAt: '2026-12-02T02:00:00Z', staffNote: 'Sent' }),
  });
  return page.render('/subpackages/partner/profitCashOut', <CashOutPage />, query);
}

describe('the cash-out page', () => {
  it('names the contract paths', () => {
    expect(quoteRef.path).toBe(partnerEndpoints.cashOutQuote.path);
    expect(cashOutRef.path).toBe(partnerEndpoints.cashOut.path);
    expect(recordsRef.path).toBe(partnerEndpoints.cashOutRecords.path);
    expect(recordRef.path).toBe(partnerEndpoints.cashOutDetail.path);
  });

  it('shows what may be withdrawn and the minimum, refuses below the minimum and above withdrawable', async () => {
    const { user } = open();
    expect((await screen.findByTestId('cash-out-withdrawable')).textContent).toBe('¥80.00');
    expect(screen.getByTestId('cash-out-minimum').textContent).toBe('¥10.00');
    expect(screen.getByTestId('cash-out-quote').textContent).toBe('Fee: 1% of the amount');
    const amount = screen.getByTestId('cash-out-amount');
    await user.type(amount, '5');
    await user.type(screen.getByTestId('cash-out-remark'), 'December');
    await user.click(screen.getByTestId('cash-out-agree'));
    await user.click(screen.getByTestId('cash-out-submit'));
    expect((await screen.findByTestId('cash-out-error')).textContent).toBe(
      'The amount cannot be below ¥10.00',
    );
    await user.clear(amount);
    await user.type(amount, '80.01');
    await user.click(screen.getByTestId('cash-out-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('cash-out-error').textContent).toBe(
        'The amount is above your withdrawable balance',
      ),
    );
    expect(asked()).toHaveLength(0);
  });

  it('asks for the withdrawal agreement, quotes the fee live and sends it with one key per attempt', async () => {
    const { user } = open();
    await user.type(await screen.findByTestId('cash-out-amount'), '20');
    await waitFor(() =>
      expect(screen.getByTestId('cash-out-quote').textContent).toBe('Fee ¥0.20 · you receive ¥19.80'),
    );
    await user.selectOptions(screen.getByTestId('cash-out-method'), 'bank');
    await user.type(screen.getByTestId('cash-out-account'), '6222 0000');
    await user.type(screen.getByTestId('cash-out-remark'), 'December');
    await user.click(screen.getByTestId('cash-out-submit'));
    expect((await screen.findByTestId('cash-out-error')).textContent).toBe(
      'Please accept the withdrawal agreement first',
    );
    expect(screen.getByText(/withdrawal agreement \(version w2\)/)).toBeTruthy();
    expect(asked()).toHaveLength(0);
    await user.click(screen.getByTestId('cash-out-agree'));
    await user.click(screen.getByTestId('cash-out-submit'));
    await waitFor(() => expect(asked()).toHaveLength(1));
    expect(asked()[0]).toMatchObject({
      amount: 20,
      method: 'bank',
      account: '6222 0000',
      remark: 'December',
      agreementVersion: 'w2',
      expectedFee: 0.2,
    });
    expect(String(asked()[0]!.idempotencyKey)).toHaveLength(32);
    // The form is cleared for the next request.
    await waitFor(() => expect((screen.getByTestId('cash-out-amount') as HTMLInputElement).value).toBe(''));
  });

  it('keeps the key for a retry of the same request and shows the refusal translated', async () => {
    let n = 0;
    const { user } = open(centre(), {}, () => {
      n += 1;
      return n === 1 ? new Refusal(409, 'CASH_OUT_FEE_CHANGED') : record();
    });
    await user.type(await screen.findByTestId('cash-out-amount'), '20');
    await user.type(screen.getByTestId('cash-out-remark'), 'December');
    await user.click(screen.getByTestId('cash-out-agree'));
    await screen.findByText('Fee ¥0.20 · you receive ¥19.80');
    await user.click(screen.getByTestId('cash-out-submit'));
    expect((await screen.findByTestId('cash-out-error')).textContent).toBe(
      'The fee has changed, please check and try again',
    );
    await user.click(screen.getByTestId('cash-out-submit'));
    await waitFor(() => expect(asked()).toHaveLength(2));
    expect(asked()[1]!.idempotencyKey).toBe(asked()[0]!.idempotencyKey);
  });

  it('holds the form back while something is owed', async () => {
    open(centre({ owed: 6, withdrawable: 0 }));
    expect((await screen.findAllByTestId('partner-owed-note'))[0]!.textContent).toContain('¥6.00 is owed');
    expect((screen.getByTestId('cash-out-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists the records with their states and opens one', async () => {
    const { user } = open();
    const list = await screen.findByTestId('cash-out-records');
    expect(list.textContent).toContain('Requested');
    expect(list.textContent).toContain('Paid');
    await user.click(screen.getByTestId('cash-out-record-6'));
    expect(router.current()).toMatchObject({
      path: '/subpackages/partner/profitCashOut',
      query: { id: '6' },
    });
  });

  it('shows one record: amount, fee, payout, method and the store’s decision', async () => {
    open(centre(), { id: '6' });
    const detail = await screen.findByTestId('cash-out-detail');
    expect(detail.textContent).toContain('Paid');
    expect(detail.textContent).toContain('¥0.20');
    expect(detail.textContent).toContain('¥19.80');
    expect(detail.textContent).toContain('WeChat');
    expect(detail.textContent).toContain('Sent');
  });

  it('moves withdrawable profit to the balance where the store allows it, no more than withdrawable', async () => {
    const allowed = centre();
    allowed.cashOut.toBalanceAllowed = true;
    const { user } = open(allowed);
    page.api({
      ...Object.fromEntries([partnerEndpoints.centre.path].map((p) => [p, () => allowed])),
      [partnerEndpoints.cashOutRecords.path]: () => ({ records: [], total: 0 }),
      [partnerEndpoints.toBalance.path]: (body) => ({ amount: Number(body.amount), withdrawable: 50 }),
    });
    const amount = await screen.findByTestId('to-balance-amount');
    await user.type(amount, '90');
    await user.click(screen.getByTestId('to-balance-submit'));
    expect((await screen.findByTestId('to-balance-error')).textContent).toBe(
      'The amount is above your withdrawable balance',
    );
    await user.clear(amount);
    await user.type(amount, '30');
    await user.click(screen.getByTestId('to-balance-submit'));
    const moved = () =>
      page.calls.filter((c) => c.path === partnerEndpoints.toBalance.path).map((c) => c.body);
    await waitFor(() => expect(moved()).toHaveLength(1));
    expect(moved()[0]).toMatchObject({ amount: 30 });
    expect(String(moved()[0]!.idempotencyKey)).toHaveLength(32);
  });

  it('offers no move to the balance where the store does not allow it', async () => {
    open();
    await screen.findByTestId('cash-out-form');
    expect(screen.queryByTestId('to-balance-form')).toBeNull();
  });

  it('tells an expired partner to contact the merchant instead of the form, with their records', async () => {
    open(centre({ state: 'expired' }));
    expect(await screen.findByText('Identity expired, contact merchant')).toBeTruthy();
    expect(screen.queryByTestId('cash-out-form')).toBeNull();
    expect(await screen.findByTestId('cash-out-records')).toBeTruthy();
  });
});
