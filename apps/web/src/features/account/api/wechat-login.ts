import { type ResultOf, type wechatEndpoints, wechatPaths } from '@shop/contracts';
import { call, endpointRef } from '../../../lib/api/client.ts';

export const wechatAuthRef = endpointRef<typeof wechatEndpoints.auth>(wechatPaths.auth);
export const bindWechatRef = endpointRef<typeof wechatEndpoints.updateCustomerUnionId>(
  wechatPaths.updateCustomerUnionId,
);

/**
 * customeraccount/Auth: the mini-program's login code for a session (a bound WeChat user) or a ticket. No
 * `agreed`: nobody ticked anything at start, so a member who withdrew the agreement is not logged in this way.
 */
export function wechatAuth(
  code: string,
  cartKey: string | undefined,
): Promise<ResultOf<typeof wechatEndpoints.auth>> {
  return call(wechatAuthRef, { code, ...(cartKey ? { cartKey } : {}) });
}

/** customeraccount/UpdateCustomerUnionId: binds the ticket's WeChat user to the member now logged in. */
export function bindWechat(ticket: string) {
  return call(bindWechatRef, { ticket });
}
