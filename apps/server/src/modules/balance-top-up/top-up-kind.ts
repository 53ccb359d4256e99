import type { OrderKindRules } from '../order/index.ts';
import { creditTopUp } from './top-up-paid.ts';

/**
 * A balance top-up (decision 037): credited the moment it is paid, so no one cancels or refunds it by the order
 * lifecycle; one left unpaid expires with the sweep.
 */
export const topUpKind: OrderKindRules = {
  kind: 'topup',
  cancel: {},
  onPaid: (tx, _deps, order, at) => creditTopUp(tx, order.id, at),
};
