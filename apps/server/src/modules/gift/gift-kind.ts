import type { OrderKindRules } from '../order/index.ts';
import { applyGiftPayment } from './fulfil.ts';

/**
 * A gift package bought (decision 033): delivered the moment it is paid, so no one cancels or refunds it by the
 * order lifecycle; one left unpaid expires with the sweep.
 */
export const giftPackageKind: OrderKindRules = {
  kind: 'giftpack',
  cancel: {},
  onPaid: (tx, deps, order, at) => applyGiftPayment(tx, deps, order, at),
};
