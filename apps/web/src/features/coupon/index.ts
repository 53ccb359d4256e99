// The coupon area's public face: a coupon drawn as a ticket and its rule in words, for the settlement's coupon
// picker and the order detail; and where the coupon pages are. The pages are reached through the route table.

// A list read page by page (skeleton, retry, empty state, the next page on scroll), and its next page's number.
export { nextPage } from './api/coupon-keys.ts';
// Cancelling an unpaid order of the coupon & card orders list (a registered kind's view shows it, decision 059).
export { CancelCouponOrder } from './components/cancel-coupon-order.tsx';
export { CouponCard, type CouponCardProps } from './components/coupon-card.tsx';
// A custom page's coupon strip: the centre's templates with their claim action (decision 040).
export { CouponStrip, type CouponStripProps } from './components/coupon-strip.tsx';
// Tabs over one list, for a registered kind's own sub-tabs (by state) to look like coupons'.
export { PagedList } from './components/paged-list.tsx';
export { RuleList } from './components/rule-list.tsx';
// The coupon & card orders page's kinds (decision 059): an area selling another kind of the list registers it.
export { type CouponOrderKind, registerCouponOrderKind } from './state/coupon-order-kinds.ts';
export { centrePath, minePath, mineQuery } from './state/coupon-paths.ts';
// My coupons' tabs by kind (decision 058): an area that sells a card kind registers its tab (singletype 1–4).
export { type MyCouponKind, registerMyCouponKind, type Singletype } from './state/my-coupon-kinds.ts';
export { faceCondition, faceValue, ruleWords, validityWords, type WordsContext } from './state/rule-words.ts';
export { useWords } from './state/use-words.ts';
