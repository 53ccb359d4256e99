import type { OrderKindRules } from '../../order/index.ts';

/**
 * Seckill units bought (decision 069): taken when placed; cancelled by the member while unpaid, or timed out, their
 * units back on sale once (seckillStockBack); a payment arriving after that is refunded by payment. Paid, the order
 * waits pending until staff hand it over at the counter.
 */
export const seckillKind: OrderKindRules = {
  kind: 'seckill',
  cancel: { shopper: { from: ['unpaid'], paid: false } },
};
