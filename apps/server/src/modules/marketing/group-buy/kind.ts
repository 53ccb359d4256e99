import type { OrderKindRules } from '../../order/index.ts';
import { applyGroupPayment } from './place.ts';

/**
 * A group buy place (decision 068): cancelled by the member while unpaid (it held no place); once paid it takes
 * its place — or is refunded when the group is full, run out or revoked by then — and waits pending for the group;
 * the group formed, it is accepted (collect it at the counter), and completed when staff hand it over. Refunded by
 * the settling job when its group ends unfilled or is revoked.
 */
export const groupBuyKind: OrderKindRules = {
  kind: 'groupBuy',
  cancel: { shopper: { from: ['unpaid'], paid: false } },
  onPaid: (tx, deps, order, at) => applyGroupPayment(tx, deps, order, at),
};
