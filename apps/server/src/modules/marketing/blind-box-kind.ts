import type { OrderKindRules } from '../order/index.ts';
import { applyBlindBoxPayment } from './blind-box-open.ts';

/**
 * A blind box bought (decision 066): cancelled by the member while unpaid (nothing was drawn); once paid the box
 * is opened and the order completes, the item handed over at the counter on the order number. Not refundable
 * once drawn: the draw is what was bought.
 */
export const blindBoxKind: OrderKindRules = {
  kind: 'blindBox',
  cancel: { shopper: { from: ['unpaid'], paid: false } },
  onPaid: (tx, deps, order, at) => applyBlindBoxPayment(tx, deps, order, at),
};
