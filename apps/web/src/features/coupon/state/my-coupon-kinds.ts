import type { ComponentType } from 'react';
import type { TextKey } from '../../../lib/i18n/messages.ts';

/** SPEC §2 coupons/myCoupon's singletype: 0 coupons, 1 times cards, 2 shopping cards, 3 prepaid, 4 privilege cards. */
export type Singletype = '0' | '1' | '2' | '3' | '4';

/**
 * One kind of what a member holds, shown as a tab of My coupons (decision 058). Coupon brings its own (0); an
 * area that sells a card kind registers its tab from its own folder, so this page never names that area.
 */
export interface MyCouponKind {
  singletype: Singletype;
  /** The tab's name in the kind bar. */
  label: TextKey;
  /** The tab's content under the page's header and kind bar; it reads the rest of the query itself. */
  Body: ComponentType;
}

const kinds = new Map<Singletype, MyCouponKind>();

/** Adds (or, registered again by a reloaded module, replaces) the tab of one kind. */
export function registerMyCouponKind(kind: MyCouponKind): void {
  kinds.set(kind.singletype, kind);
}

/** The registered kinds in singletype order, the order SPEC §2 numbers them. */
export function myCouponKinds(): MyCouponKind[] {
  return [...kinds.values()].sort((a, b) => Number(a.singletype) - Number(b.singletype));
}

/** The kind a query's singletype names; none given is coupons, as the page has always opened. */
export function myCouponKind(singletype: string | undefined): MyCouponKind | undefined {
  return kinds.get((singletype ?? '0') as Singletype);
}
