// @vitest-environment happy-dom
import { PayCode } from '@shop/domain';
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/api-error.ts';
import { renderHookWithProviders } from '../../../test/render.tsx';
import { type PrepaidOrder, usePrepaidPayment } from './use-prepaid-payment.ts';

const startOnlinePayment = vi.fn(
  async (_orderNo: string, _payMethod: number, _opts: { returnTo?: string }) => {},
);
vi.mock('../api/pay-order.ts', () => ({
  startOnlinePayment: (orderNo: string, payMethod: number, opts: { returnTo?: string }) =>
    startOnlinePayment(orderNo, payMethod, opts),
}));
interface Draft {
  item: number;
  payMethod: number;
}

const paid: PrepaidOrder = { orderNo: '2026112510000001', payMethod: PayCode.balance, needPay: false };
const unpaid: PrepaidOrder = { orderNo: '2026112510000002', payMethod: PayCode.wechat, needPay: true };
const wrong = () => new ApiError('PAY_PASSWORD_WRONG', 'wrong password', 400);

function payer(needPayPassword: boolean, answers: (() => PrepaidOrder)[]) {
  const place = vi.fn(async (_d: Draft, _key: string, _pw?: string) => answers.shift()!());
  const onPaid = vi.fn();
  const hook = renderHookWithProviders(() =>
    usePrepaidPayment({
      needPayPassword,
      sameAs: (d: Draft) => `${d.item}:${d.payMethod}`,
      place,
      returnTo: '/back',
      onPaid,
    }),
  );
  return { ...hook, place, onPaid };
}

const settle = () => act(async () => {});

beforeEach(() => startOnlinePayment.mockClear());

describe('usePrepaidPayment', () => {
  it('pays by balance without a password straight away and reuses the key for the same choice', async () => {
    const { result, place, onPaid } = payer(false, [() => paid, () => paid]);
    await act(async () => result.current.pay({ item: 1, payMethod: PayCode.balance }));
    await act(async () => result.current.pay({ item: 1, payMethod: PayCode.balance }));
    expect(place).toHaveBeenCalledTimes(2);
    expect(place.mock.calls[0]![1]).toBe(place.mock.calls[1]![1]);
    expect(place.mock.calls[0]![2]).toBeUndefined();
    expect(onPaid).toHaveBeenCalledWith(paid);
  });

  it('gives another choice another key', async () => {
    const { result, place } = payer(false, [() => paid, () => paid]);
    await act(async () => result.current.pay({ item: 1, payMethod: PayCode.balance }));
    await act(async () => result.current.pay({ item: 2, payMethod: PayCode.balance }));
    expect(place.mock.calls[0]![1]).not.toBe(place.mock.calls[1]![1]);
  });

  it('asks for the password first, keeps the keypad open on wrong digits, then pays', async () => {
    const { result, place, onPaid } = payer(true, [
      () => {
        throw wrong();
      },
      () => paid,
    ]);
    const draft = { item: 1, payMethod: PayCode.balance };
    act(() => result.current.pay(draft));
    expect(place).not.toHaveBeenCalled();
    expect(result.current.asking).toEqual(draft);
    const firstAttempt = result.current.attempt;
    await act(async () => result.current.payWithPassword('111111'));
    expect(result.current.asking).toEqual(draft);
    expect(result.current.passwordError).toBe('wrong password');
    expect(result.current.attempt).toBeGreaterThan(firstAttempt);
    expect(onPaid).not.toHaveBeenCalled();
    await act(async () => result.current.payWithPassword('123456'));
    expect(place.mock.calls[1]![2]).toBe('123456');
    expect(place.mock.calls[0]![1]).toBe(place.mock.calls[1]![1]);
    expect(result.current.asking).toBeNull();
    expect(onPaid).toHaveBeenCalledWith(paid);
  });

  it('opens the keypad without an error when the server wants a password the page did not know of', async () => {
    const { result } = payer(false, [
      () => {
        throw new ApiError('PAY_PASSWORD_REQUIRED', 'password needed', 400);
      },
    ]);
    await act(async () => result.current.pay({ item: 1, payMethod: PayCode.balance }));
    expect(result.current.asking).not.toBeNull();
    expect(result.current.passwordError).toBeNull();
  });

  it('starts the online payment with the way back, without calling onPaid', async () => {
    const { result, onPaid } = payer(true, [() => unpaid]);
    await act(async () => result.current.pay({ item: 1, payMethod: PayCode.wechat }));
    expect(startOnlinePayment).toHaveBeenCalledWith(unpaid.orderNo, unpaid.payMethod, { returnTo: '/back' });
    expect(onPaid).not.toHaveBeenCalled();
  });

  it('shows any other refusal and closes the keypad', async () => {
    const { result } = payer(true, [
      () => {
        throw new ApiError('BALANCE_INSUFFICIENT', 'not enough', 400);
      },
    ]);
    act(() => result.current.pay({ item: 1, payMethod: PayCode.balance }));
    await act(async () => result.current.payWithPassword('123456'));
    await settle();
    expect(result.current.asking).toBeNull();
    expect(result.current.error).toBe('not enough');
    expect(result.current.busy).toBe(false);
  });
});
