import type { CouponCardOrderOut } from '@shop/contracts';
import type { ComponentType } from 'react';
import type { TextKey } from '../../../lib/i18n/messages.ts';

/**
 * One order kind of the member's coupon & card orders page (orderhistory/couponOrderDetail, decision 059). The
 * list's row is the page's own (what was bought, the amount, the state, the time); a kind says what its first
 * line reads and how one of its orders opens. Coupon brings its own kind; an area that sells another kind of the
 * list registers it from its own folder (the route table loads it with the page), so this page never names it.
 */
export interface CouponOrderKind {
  /** The order kind the server lists it under ('coupon', 'card', …). */
  kind: string;
  /** The row's first line: what the order bought and how many, in the kind's words. */
  Line: ComponentType<{ order: CouponCardOrderOut }>;
  /** The page's title over one order of the kind. */
  detailTitle: TextKey;
  /** One order of the kind, opened from the list (?orderno=…&kind=…): its facts, paying or cancelling it. */
  Detail: ComponentType<{ orderNo: string }>;
}

const kinds = new Map<string, CouponOrderKind>();

/** Adds (or, registered again by a reloaded module, replaces) how the page shows one order kind. */
export function registerCouponOrderKind(kind: CouponOrderKind): void {
  kinds.set(kind.kind, kind);
}

/** The registered kind of an order, or undefined for one this build does not show. */
export function couponOrderKind(kind: string): CouponOrderKind | undefined {
  return kinds.get(kind);
}
