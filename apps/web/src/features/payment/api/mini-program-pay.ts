import type { PayStartOut } from '@shop/contracts';
import { miniProgramHost } from '../../../lib/mini-program.ts';
import { parseHash } from '../../../lib/router/location.ts';
import { redirect } from '../../../lib/router/use-route.tsx';

/** The shell's WeChat Pay page (apps/miniprogram/miniprogram/pages/pay/pay). */
export const miniProgramPayPage = '/pages/pay/pay';

const receiptPath = '/subpackages/shopping/receipt';
const orderDetailPath = '/subpackages/orderhistory/orderDetail';
/** A page of this app with its query, as the web cashier accepts for returnTo. */
const returnToPattern = /^\/[A-Za-z0-9/_-]+(\?[A-Za-z0-9=&%._~+-]*)?$/;

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${Object.entries(query)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .join('&')}`;

/**
 * Where the pay page returns to, as the web cashier does (webpay-page's leaveGateway): `done` after paying — the
 * page that started it (returnTo) or the receipt, with the local order number the result is asked by
 * (QueryPayResult); `back` otherwise — returnTo or the order, saying the payment was not completed.
 */
export function payReturnRoutes(
  started: Pick<PayStartOut, 'orderNo' | 'localOrderNo'>,
  returnTo?: string,
): { done: string; back: string } {
  const from = returnTo && returnToPattern.test(returnTo) ? parseHash(returnTo) : null;
  const paid = { orderno: started.orderNo, localOrderNo: started.localOrderNo };
  const unpaid = { orderno: started.orderNo, payCancelled: '1' };
  return {
    done: withQuery(from?.path ?? receiptPath, { ...from?.query, ...paid }),
    back: withQuery(from?.path ?? orderDetailPath, { ...from?.query, ...unpaid }),
  };
}

/** The pay page's address: the wechat-type payload (SPEC §3) and the two routes, each value encoded. */
export function miniProgramPayUrl(
  payload: NonNullable<PayStartOut['wechat']>,
  routes: { done: string; back: string },
): string {
  return withQuery(miniProgramPayPage, {
    timeStamp: payload.timeStamp,
    nonceStr: payload.nonceStr,
    package: payload.package,
    signType: payload.signType,
    paySign: payload.paySign,
    ...routes,
  });
}

/**
 * In the mini-program's web-view, hands a wechat-type payment to the shell's pay page (the web-view cannot call
 * WeChat Pay) and moves this page to the unpaid order, where a shopper who leaves the pay page by the back
 * gesture finds it. False when there is no host to hand to: the caller takes the web cashier instead.
 */
export async function handOverToMiniProgram(started: PayStartOut, returnTo?: string): Promise<boolean> {
  if (!started.wechat) return false;
  const host = await miniProgramHost();
  if (!host) return false;
  const routes = payReturnRoutes(started, returnTo);
  host.navigateTo({ url: miniProgramPayUrl(started.wechat, routes) });
  const { path, query } = parseHash(routes.back);
  const { payCancelled: _notYet, ...stay } = query;
  redirect(path, stay);
  return true;
}
