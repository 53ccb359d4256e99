import { type PayStartOut, type paymentEndpoints, paymentPaths } from '@shop/contracts';
import { isOnlinePayCode, isThirdPartyCode } from '@shop/domain';
import { call, endpointRef } from '../../../lib/api/client.ts';
import { parseHash } from '../../../lib/router/location.ts';
import { navigate, redirect } from '../../../lib/router/use-route.tsx';
import { handOverToMiniProgram } from './mini-program-pay.ts';

export const wxPayRef = endpointRef<typeof paymentEndpoints.wxPay>(paymentPaths.wxPay);
export const thirdPartWxPayRef = endpointRef<typeof paymentEndpoints.thirdPartWxPay>(
  paymentPaths.thirdPartWxPay,
);
export const queryPayResultRef = endpointRef<typeof paymentEndpoints.queryPayResult>(
  paymentPaths.queryPayResult,
);

/** SPEC §9: the pay result is polled every 1 s, at most 3 tries. */
export const payPollIntervalMs = 1000;
export const payPollTries = 3;

/** Starts (or resumes) the online payment of an order: wxpay for 3/4, ThirdPartWxPay for 900+ (SPEC §7). */
export function requestPayment(orderNo: string, payMethod: number): Promise<PayStartOut> {
  if (!isOnlinePayCode(payMethod))
    return Promise.reject(new RangeError(`not an online method: ${payMethod}`));
  const endpoint = isThirdPartyCode(payMethod) ? thirdPartWxPayRef : wxPayRef;
  return call(endpoint, { orderNo, payMethod });
}

/**
 * Starts the online payment and opens the gateway's page: in the mini-program, the shell's WeChat Pay page for a
 * wechat-type payload (decision 043); elsewhere the answer's webPayPath. `replace` takes
 * the place of the current page, so a settlement that placed the order is not gone back to. `returnTo` (a path
 * of this app with its query, e.g. the level page) is where the gateway page leads back to instead of the
 * order's receipt; it gets the order number and local order number added to its query.
 */
export async function startOnlinePayment(
  orderNo: string,
  payMethod: number,
  opts: { replace?: boolean; returnTo?: string } = {},
): Promise<void> {
  const started = await requestPayment(orderNo, payMethod);
  if (await handOverToMiniProgram(started, opts.returnTo)) return;
  const { path, query } = parseHash(started.webPayPath);
  (opts.replace ? redirect : navigate)(path, opts.returnTo ? { ...query, returnTo: opts.returnTo } : query);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Whether the payment attempt is paid (SPEC §4 polling): order/QueryPayResult at once and then every 1 s, at
 * most 3 tries; true as soon as finish is 1. A failed call counts as a try that found nothing.
 */
export async function pollPayResult(localOrderNo: string): Promise<boolean> {
  for (let attempt = 1; attempt <= payPollTries; attempt++) {
    try {
      const answer = await call(queryPayResultRef, { localOrderNo });
      if (answer.result.finish === 1) return true;
    } catch {
      // The next try may reach the server; the caller shows 'payment not completed' after the last.
    }
    if (attempt < payPollTries) await wait(payPollIntervalMs);
  }
  return false;
}
