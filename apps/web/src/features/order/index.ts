// The order area's public face: the key root to refresh once an order is placed. Its pages are reached through
// the route table.
export { orderKeys } from './api/order-keys.ts';
// Where a dine-in queue order's place in the kitchen queue shows (the receipt links there).
export { queueOrderPath } from './components/order-paths.ts';
// The result page of every paid kind after the gateway (coupon, gift package, top-up, points, upgrade): the
// payment confirmed, then the kind's order in the kind's words.
export { PaidAmount, PaidCard, PaidResult, PaidUnpaid } from './components/paid-result.tsx';
// What the goods order's receipt gives the shopper to get the order: the pickup number, or a delivery's time.
export { ReceiptHandover } from './components/receipt-handover.tsx';
// Asking before an unpaid order is cancelled, in the order area's words (the coupon area's orders too).
export { cancelAfterAsking } from './state/cancel-after-asking.ts';
