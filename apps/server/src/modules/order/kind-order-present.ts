import { fromMinor } from '@shop/domain';
import type { KindOrder } from './kind-orders.ts';

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/**
 * The order facts a kind's answer may carry beside the ones every answer has, each as the wire says it (money in
 * decimals, instants in ISO). A kind names the ones its schema has, so its answer keeps exactly its fields.
 */
const orderFacts = {
  amount: (o: KindOrderFacts) => fromMinor(o.amount),
  paidAmount: (o: KindOrderFacts) => fromMinor(o.paidAmount),
  refundedAmount: (o: KindOrderFacts) => fromMinor(o.refundedAmount),
  refundState: (o: KindOrderFacts) => o.refundState,
  createdAt: (o: KindOrderFacts) => o.createdAt.toISOString(),
  paidAt: (o: KindOrderFacts) => iso(o.paidAt),
  completedAt: (o: KindOrderFacts) => iso(o.completedAt),
  cancelledAt: (o: KindOrderFacts) => iso(o.cancelledAt),
};

/** A fact of the order a kind's answer may name. */
export type KindOrderFact = keyof typeof orderFacts;

/** The order columns the presenter reads (a read may select just these, as the group meal's does). */
export type KindOrderFacts = Pick<
  KindOrder,
  | 'orderNo'
  | 'status'
  | 'payMethod'
  | 'cancelAfter'
  | 'amount'
  | 'paidAmount'
  | 'refundedAmount'
  | 'refundState'
  | 'createdAt'
  | 'paidAt'
  | 'completedAt'
  | 'cancelledAt'
>;

/** The order part of a kind's answer: what every kind says, and the facts it named. */
export type KindOrderOut<K extends KindOrderFact> = {
  orderNo: string;
  status: KindOrder['status'];
  needPay: boolean;
  payMethod: number;
  autoCancelAt: string | null;
} & { [F in K]: ReturnType<(typeof orderFacts)[F]> };

/**
 * The order part of a line-less kind's answer (coupons, gift packages, points exchanges, top-ups, upgrades, group
 * meals), which the area completes with what it sells: the number and status; whether it waits for an online
 * payment (needPay) and until when (autoCancelAt, shown only while unpaid); how it is paid; and the named facts.
 */
export function presentKindOrder<K extends KindOrderFact>(
  order: KindOrderFacts,
  facts: readonly K[],
): KindOrderOut<K> {
  const unpaid = order.status === 'unpaid';
  const named = Object.fromEntries(facts.map((f) => [f, orderFacts[f](order)]));
  return {
    orderNo: order.orderNo,
    status: order.status,
    needPay: unpaid,
    payMethod: order.payMethod,
    autoCancelAt: unpaid ? iso(order.cancelAfter) : null,
    ...(named as { [F in K]: ReturnType<(typeof orderFacts)[F]> }),
  };
}
