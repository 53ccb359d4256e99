import type { OrderKindRules } from '../order/index.ts';

/**
 * A gift package bought (decision 033): delivered the moment it is paid, so no one cancels or refunds it by the
 * order lifecycle; one left unpaid expires with the sweep.
 */
export const giftPackageKind: OrderKindRules = { kind: 'giftpack', cancel: {} };
