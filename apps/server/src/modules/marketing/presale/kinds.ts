import type { OrderKindRules } from '../../order/index.ts';
import { applyRestPayment } from './rest.ts';

/**
 * A pre-sale's deposit (decision 071): cancelled by the member while unpaid; once paid it waits pending for its
 * rest, completes when the rest is paid, and lapses (completed as forfeited, or refunded) by the job otherwise.
 */
export const presaleDepositKind: OrderKindRules = {
  kind: 'presaleDeposit',
  cancel: { shopper: { from: ['unpaid'], paid: false } },
};

/**
 * A pre-sale's rest: cancelled while unpaid; a payment settles its deposit once (or is refunded when the deposit
 * was settled or lapsed meanwhile); paid, it waits pending until staff hand it over from the ship date.
 */
export const presaleRestKind: OrderKindRules = {
  kind: 'presaleRest',
  cancel: { shopper: { from: ['unpaid'], paid: false } },
  onPaid: (tx, deps, order, at) => applyRestPayment(tx, deps, order, at),
};
