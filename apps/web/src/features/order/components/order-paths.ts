import { buildHash } from '../../../lib/router/location.ts';

export const orderListPath = '/subpackages/orderhistory/orderhistory';
export const orderDetailPath = '/subpackages/orderhistory/orderDetail';
export const loginPath = '/subpackages/account/login';
export const cartPath = '/subpackages/shopping/shoppingCart';

/** The page and query as the login page's `redirect` wants them: `/path?a=1`. */
export function returnTo(path: string, query: Record<string, string> = {}): string {
  return buildHash(path, query).slice(1);
}
