import type { OrderKindRules } from '../../order/index.ts';

/**
 * A community group order (decision 072): its units taken when placed; cancelled by the member while unpaid, or
 * timed out, its units back on sale once (communityStockBack); a payment arriving after that is refunded by payment.
 * Paid, the order waits pending until staff hand it over at the leader's point.
 */
export const communityGroupKind: OrderKindRules = {
  kind: 'communityGroup',
  cancel: { shopper: { from: ['unpaid'], paid: false } },
};
