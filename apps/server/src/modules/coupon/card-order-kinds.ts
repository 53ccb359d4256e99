import type { CouponCardOrderOut } from '@shop/contracts';
import type { Locale } from '@shop/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { KindOrder } from '../order/index.ts';

/**
 * A line-less order kind listed among the member's coupon & card orders (OrderHistory/LoadCouponCardOrders,
 * decision 059). Coupon registers its own; an area that sells another such kind (cards) registers it from its own
 * folder, so coupon never names that area. Who may cancel an order of the kind stays the lifecycle's rule
 * (registerOrderKind's `cancel.shopper`): CancelCouponOrder only narrows the orders it finds to these kinds.
 */
export interface CouponCardOrderKind {
  kind: KindOrder['kind'];
  /**
   * These orders of the kind (the member's, as the list or a cancel read them), each as the list shows it: the
   * order part through order's presentKindOrder, what it bought, and its area's own fields. One per order, in
   * any order (the list puts them back in its own).
   */
  present(db: DbOrTx, orders: KindOrder[], now: Date, locale: Locale): Promise<CouponCardOrderOut[]>;
}

const kinds = new Map<KindOrder['kind'], CouponCardOrderKind>();

/** Adds (or, registered again by an app built anew, replaces) a kind of the list. */
export function registerCouponCardOrderKind(kind: CouponCardOrderKind): void {
  kinds.set(kind.kind, kind);
}

/** The kinds the list holds now. */
export function couponCardOrderKinds(): KindOrder['kind'][] {
  return [...kinds.keys()];
}

/** The registered kind of an order, or undefined for a kind the list does not hold. */
export function couponCardOrderKind(kind: KindOrder['kind']): CouponCardOrderKind | undefined {
  return kinds.get(kind);
}
