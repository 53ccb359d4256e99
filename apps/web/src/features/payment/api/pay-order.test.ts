import { checkoutEndpoints, type Envelope, paymentEndpoints } from '@shop/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../lib/api/client.ts';
import { router } from '../../../lib/router/use-route.tsx';
import { getPayInfoRef } from './get-pay-info.ts';
import {
  pollPayResult,
  queryPayResultRef,
  startOnlinePayment,
  thirdPartWxPayRef,
  wxPayRef,
} from './pay-order.ts';
import { payResultRef } from './pay-result.ts';
import { sandboxCancelRef, sandboxCheckoutRef, sandboxPayRef } from './pay-sandbox.ts';

type Answer = (path: string, body: Record<string, unknown>) => unknown;
let calls: { path: string; body: Record<string, unknown> }[] = [];

/** Answers every call with `answer`'s Result (an Error stands for a lost connection). */
function api(answer: Answer) {
  calls = [];
  configureApi({
    headers: () => ({}),
    fetch: async (url, init) => {
      const path = String(url).replace(/^.*\/wxapi\//, '');
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      calls.push({ path, body });
      const result = answer(path, body);
      if (result instanceof Error) throw result;
      const envelope: Envelope = { Success: true, Result: result, Message: '', Code: null };
      return new Response(JSON.stringify(envelope));
    },
  });
}

describe('payment endpoint references', () => {
  it('point at the contract paths', () => {
    expect(getPayInfoRef.path).toBe(checkoutEndpoints.getPayInfo.path);
    expect(wxPayRef.path).toBe(paymentEndpoints.wxPay.path);
    expect(thirdPartWxPayRef.path).toBe(paymentEndpoints.thirdPartWxPay.path);
    expect(queryPayResultRef.path).toBe(paymentEndpoints.queryPayResult.path);
    expect(payResultRef.path).toBe(paymentEndpoints.payResult.path);
    expect(sandboxCheckoutRef.path).toBe(paymentEndpoints.sandboxCheckout.path);
    expect(sandboxPayRef.path).toBe(paymentEndpoints.sandboxPay.path);
    expect(sandboxCancelRef.path).toBe(paymentEndpoints.sandboxCancel.path);
  });
});

describe('pollPayResult (SPEC §4: every 1 s, at most 3 tries)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const finishOn = (paidFrom: number) => {
    let n = 0;
    api(() => ({ result: { finish: ++n >= paidFrom ? 1 : 0 }, orderNo: '2025010100001' }));
  };
  const queries = () => calls.filter((c) => c.path === 'order/QueryPayResult').length;

  it('asks at once, then once a second, and is true as soon as finish is 1', async () => {
    finishOn(2);
    const result = pollPayResult('2025010100001-abcd');
    await vi.advanceTimersByTimeAsync(0);
    expect(queries()).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(queries()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(true);
    expect(queries()).toBe(2);
    expect(calls[0]!.body).toEqual({ localOrderNo: '2025010100001-abcd' });
  });

  it('gives up after the third try', async () => {
    finishOn(99);
    const result = pollPayResult('2025010100001-abcd');
    await vi.advanceTimersByTimeAsync(10_000);
    await expect(result).resolves.toBe(false);
    expect(queries()).toBe(3);
  });

  it('counts a failed call as a try that found nothing', async () => {
    let n = 0;
    api(() => (++n === 1 ? new TypeError('offline') : { result: { finish: 1 }, orderNo: '1' }));
    const result = pollPayResult('2025010100001-abcd');
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBe(true);
    expect(n).toBe(2);
  });
});

describe('startOnlinePayment', () => {
  const started = (orderNo: string) => ({
    orderNo,
    localOrderNo: `${orderNo}-x1y2`,
    payMethod: 4,
    amount: 12,
    wechat: null,
    alipay: null,
    webPayPath: `/pages/web/webpay?prepayId=pp_12345678&orderNo=${orderNo}&localOrderNo=${orderNo}-x1y2`,
  });

  it('uses order/wxpay for wechat and alipay, ThirdPartWxPay for 900+, then opens the gateway page', async () => {
    api((_path, body) => started(String(body.orderNo)));
    await startOnlinePayment('2025010100007', 4);
    await startOnlinePayment('2025010100008', 3);
    await startOnlinePayment('2025010100009', 901);
    expect(calls.map((c) => [c.path, c.body.payMethod])).toEqual([
      ['order/wxpay', 4],
      ['order/wxpay', 3],
      ['order/ThirdPartWxPay', 901],
    ]);
    expect(router.current()).toEqual({
      path: '/pages/web/webpay',
      query: {
        prepayId: 'pp_12345678',
        orderNo: '2025010100009',
        localOrderNo: '2025010100009-x1y2',
        hideTab: 'true',
      },
    });
  });

  it('refuses a method that is not paid online, without calling', async () => {
    api(() => ({}));
    await expect(startOnlinePayment('2025010100007', 2)).rejects.toThrow(RangeError);
    expect(calls).toEqual([]);
  });
});
