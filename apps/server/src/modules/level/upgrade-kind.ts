import type { OrderKindRules } from '../order/index.ts';

/**
 * A paid level upgrade (SPEC §5): it takes effect the moment it is paid, so no one cancels or refunds it by the
 * order lifecycle; one left unpaid expires with the sweep.
 */
export const upgradeKind: OrderKindRules = { kind: 'upgrade', cancel: {} };
