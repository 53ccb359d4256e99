import type { OrderKindRules } from '../order/index.ts';
import { applyUpgradePayment } from './upgrade-settle.ts';

/**
 * A paid level upgrade (SPEC §5): it takes effect the moment it is paid, so no one cancels or refunds it by the
 * order lifecycle; one left unpaid expires with the sweep.
 */
export const upgradeKind: OrderKindRules = {
  kind: 'upgrade',
  cancel: {},
  onPaid: (tx, deps, order, at) => applyUpgradePayment(tx, deps, order, at),
};
