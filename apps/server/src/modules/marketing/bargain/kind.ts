import type { OrderKindRules } from '../../order/index.ts';

/**
 * A bargain bought (decision 070): paid from the balance and completed in one transaction, the product handed over
 * at the counter on the order number. Never unpaid, so nothing to cancel; refunds come with after-sales.
 */
export const bargainKind: OrderKindRules = { kind: 'bargain', cancel: {} };
